// One app server reached at the app origin: a loopback port that forwards every request to that server alone with the
// app origin's Host, as the load balancer does (a server answers the API only on its app origin's host). Tests use it
// where it matters which server answers. A request that names another Host (the sites host) keeps it.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Pinned {
  /** Where to send requests meant for that one server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** Forwards to the server on `port` (loopback; a function: the port it has now), with `host` for requests sent to the forwarder's own address; bodies stream both ways. */
export async function pinnedServer(portOf: number | (() => number), host: string): Promise<Pinned> {
  // A server started again listens on a new port: a function follows it.
  const port = () => (typeof portOf === 'number' ? portOf : portOf());
  let url = '';
  const forwarder = http.createServer((req, res) => {
    const named = req.headers.host && `http://${req.headers.host}` !== url ? req.headers.host : host;
    const upstream = http.request({ host: '127.0.0.1', port: port(), method: req.method, path: req.url, headers: { ...req.headers, host: named } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    // A client that goes away mid-request (an upload cut off) cuts the forwarded request off too.
    req.on('close', () => {
      if (!req.complete) upstream.destroy();
    });
    req.pipe(upstream);
  });
  // A WebSocket upgrade (co-editing) is forwarded as raw bytes after its request head, with the same Host rule.
  forwarder.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    const named = req.headers.host && `http://${req.headers.host}` !== url ? req.headers.host : host;
    const upstream = net.connect(port(), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? named : req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const cut = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', cut);
    socket.on('error', cut);
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const sockets = new Set<Duplex>();
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        forwarder.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        forwarder.close(() => resolve());
      }),
  };
}
