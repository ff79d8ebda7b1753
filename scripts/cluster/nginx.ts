// nginx from Debian (`apt-get install nginx-light`) as the cluster's load balancer, run unprivileged-style with
// its own prefix directory: `nginx -c <prefix>/nginx.conf -p <prefix>`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface BalancerSettings {
  /** where nginx keeps its config, pid, logs and temporary files */
  prefix: string;
  /** ports nginx listens on, on 127.0.0.1: the app's and the published sites' */
  listen: number[];
  /** the app servers' ports on 127.0.0.1 */
  upstreams: number[];
}

/**
 * The load balancer's configuration, as an operator would write it (README "Running several servers"): round
 * robin over the app servers; no body size cap and no request buffering, so tus uploads stream through; the Host
 * header and the client's address passed on (the app runs with TRUST_PROXY=true); an X-Request-Id made when the
 * client sent none; a server that refuses connections or answers 502/503 (draining) is skipped for idempotent
 * requests — and for form submissions, whose Idempotency-Key makes the server answer a repeat with the first answer
 * (issue 28), so a submission whose server died mid-request is passed to the other one; never for other writes,
 * which could otherwise be applied twice. Submissions are small JSON bodies: nginx buffers them, so it can send one
 * again.
 */
export function nginxConf(s: BalancerSettings): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(s.prefix, name)};`;
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${path.join(s.prefix, 'nginx.pid')};
error_log ${path.join(s.prefix, 'error.log')} warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}

  upstream folio {
${s.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }

  map $http_x_request_id $folio_request_id {
    default $http_x_request_id;
    "" $request_id;
  }

  server {
${s.listen.map((port) => `    listen 127.0.0.1:${port};`).join('\n')}
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_read_timeout 300s;
    proxy_send_timeout 300s;

    proxy_set_header Host $http_host;
    proxy_set_header Connection "";
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $folio_request_id;
    proxy_next_upstream_tries 2;

    location / {
      proxy_pass http://folio;
      proxy_next_upstream error timeout http_502 http_503;
    }

    # Co-editing (decision 59): the WebSocket upgrade goes through, and a quiet connection stays open.
    location = /api/collab {
      proxy_pass http://folio;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location = /public/api/submissions {
      proxy_pass http://folio;
      proxy_request_buffering on;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}
`;
}

export interface Balancer {
  child: ChildProcess;
  /** New upstreams: the configuration is rewritten and nginx reloads it without dropping connections. */
  reload(upstreams: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** Writes the configuration into the prefix, checks it (`nginx -t`) and starts nginx in the foreground. */
export async function startBalancer(s: BalancerSettings): Promise<Balancer> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX}); on Debian: apt-get install nginx-light`);
  fs.mkdirSync(s.prefix, { recursive: true });
  const conf = path.join(s.prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(s));
  let out = '';
  const child = spawn(NGINX, ['-c', conf, '-p', s.prefix, '-e', path.join(s.prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Listening once each port accepts a connection.
  const deadline = Date.now() + 10_000;
  for (const port of s.listen) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${out}${fs.readFileSync(path.join(s.prefix, 'error.log'), 'utf8')}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    child,
    async reload(upstreams) {
      fs.writeFileSync(conf, nginxConf({ ...s, upstreams }));
      child.kill('SIGHUP');
      // The new workers take over within moments.
      await new Promise((r) => setTimeout(r, 300));
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
