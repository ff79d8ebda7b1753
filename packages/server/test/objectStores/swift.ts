// OpenStack Swift from Debian (apt-get install swift-proxy swift-object swift-container swift-account) with its S3
// layer (s3api), all in one on loopback in a throw-away directory: an S3-compatible server that, unlike the npm S3
// fakes, has multipart uploads and ListParts. Credentials: tempauth's test:tester / testing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { freePort } from '../../src/db/embedded.ts';

export interface Swift {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** what BLOB_STORE=s3 needs to use it (bucket `bucket`, made by the app if missing) */
  env(bucket?: string): Record<string, string>;
  /** what the Swift servers logged */
  output(): string;
  stop(): Promise<void>;
}

export const swiftInstalled = () => fs.existsSync('/usr/bin/swift-proxy-server') && fs.existsSync('/usr/bin/swift-object-server');

const SERVERS = ['account', 'container', 'object'] as const;

/** The [DEFAULT] section every Swift server here shares: loopback, one process, our user, quiet logs. */
function defaults(dir: string, port: number, extra = ''): string {
  return `[DEFAULT]
${extra}bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
user = ${os.userInfo().username}
swift_dir = ${dir}
log_level = WARNING
`;
}

function serverConf(dir: string, kind: (typeof SERVERS)[number], port: number): string {
  return `${defaults(dir, port, `devices = ${path.join(dir, 'node')}\nmount_check = false\n`)}
[pipeline:main]
pipeline = ${kind}-server

[app:${kind}-server]
use = egg:swift#${kind}
`;
}

function proxyConf(dir: string, port: number): string {
  return `${defaults(dir, port)}
[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true

[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = testing .admin

[filter:s3api]
use = egg:swift#s3api

# tempauth wants a cache; with no memcached listening it simply finds nothing cached.
[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:1

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:healthcheck]
use = egg:swift#healthcheck

[filter:proxy-logging]
use = egg:swift#proxy_logging

[filter:listing_formats]
use = egg:swift#listing_formats

[filter:copy]
use = egg:swift#copy

[filter:slo]
use = egg:swift#slo

[filter:dlo]
use = egg:swift#dlo
`;
}

/** For each `<path>=<port>`: a ring of one device on 127.0.0.1:<port>, saved as <path>.builder and <path>.ring.gz. */
const RINGS = `
import sys
from swift.common.ring import RingBuilder
for arg in sys.argv[1:]:
    name, port = arg.rsplit('=', 1)
    b = RingBuilder(6, 1, 1)
    b.add_dev({'id': 0, 'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': int(port), 'device': 'd1', 'weight': 1})
    b.rebalance()
    b.save(name + '.builder')
    b.get_ring().save(name + '.ring.gz')
`;

/** Starts Swift (about 4 s on a quiet machine) and answers once its S3 endpoint stores objects. */
export async function startSwift(): Promise<Swift> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-swift-'));
  fs.mkdirSync(path.join(dir, 'node', 'd1'), { recursive: true });
  const ports = { account: await freePort(), container: await freePort(), object: await freePort(), proxy: await freePort() };
  // The three rings (one device each) made in one Python process: swift-ring-builder, three runs per ring, took
  // most of the start on a busy machine (Python starting nine times).
  const rings = spawnSync('/usr/bin/python3', ['-c', RINGS, ...SERVERS.map((kind) => `${path.join(dir, kind)}=${ports[kind]}`)], { encoding: 'utf8' });
  if (rings.status !== 0) throw new Error(`Swift's rings: ${rings.stdout}${rings.stderr}`);
  for (const kind of SERVERS) fs.writeFileSync(path.join(dir, `${kind}-server.conf`), serverConf(dir, kind, ports[kind]));
  fs.writeFileSync(path.join(dir, 'proxy-server.conf'), proxyConf(dir, ports.proxy));
  const children: ChildProcess[] = [];
  let out = '';
  for (const kind of [...SERVERS, 'proxy'] as const) {
    // -v: logs to the console (captured) rather than to a syslog this machine may not have.
    const child = spawn(`/usr/bin/swift-${kind}-server`, [path.join(dir, `${kind}-server.conf`), '-v'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    children.push(child);
  }
  const stop = async () => {
    await Promise.all(
      children.map(async (c) => {
        if (c.exitCode !== null || c.signalCode !== null) return;
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        await exited;
      }),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const endpoint = `http://127.0.0.1:${ports.proxy}`;
  const credentials = { accessKeyId: 'test:tester', secretAccessKey: 'testing' };
  // The proxy's health check answers before the account, container and object servers do (then S3 requests get
  // 503 "Please reduce your request rate"): ready once a bucket and an object can be made and removed.
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials, maxAttempts: 1, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  const probe = async () => {
    await client.send(new CreateBucketCommand({ Bucket: 'ready-probe' })).catch((err: unknown) => {
      if (!(err instanceof S3ServiceException && err.name === 'BucketAlreadyOwnedByYou')) throw err;
    });
    await client.send(new PutObjectCommand({ Bucket: 'ready-probe', Key: 'probe', Body: 'ok' }));
    await client.send(new DeleteObjectCommand({ Bucket: 'ready-probe', Key: 'probe' }));
    await client.send(new DeleteBucketCommand({ Bucket: 'ready-probe' }));
  };
  // Three minutes: on a busy 2-core machine (a CI run beside other work) its Python servers took over one to start.
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      const ok = await probe().then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || children.some((c) => c.exitCode !== null)) {
        await stop();
        throw new Error(`Swift did not start:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    ...credentials,
    env: (bucket = 'folio') => ({ BLOB_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey, S3_FORCE_PATH_STYLE: 'true' }),
    output: () => out,
    stop,
  };
}
