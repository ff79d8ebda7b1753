// One app server reached at the app origin: a loopback port that forwards every request to that server alone with the
// app origin's Host, as the load balancer does (a server answers the API only on its app origin's host). Tests use it
// where it matters which server answers. A request that names another Host (the sites host) keeps it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Pinned {
  /** Where to send requests meant for that one server, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** Forwards to the server on `port` (loopback), with `host` for requests sent to the forwarder's own address; bodies stream both ways. */
export async function pinnedServer(port: number, host: string): Promise<Pinned> {
  let url = '';
  const forwarder = http.createServer((req, res) => {
    const named = req.headers.host && `http://${req.headers.host}` !== url ? req.headers.host : host;
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, host: named } }, (answer) => {
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
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        forwarder.closeAllConnections();
        forwarder.close(() => resolve());
      }),
  };
}
