// Where a webhook may go (issue 30): the address classes refused, and the refusal at connection time, when a host
// that passed the check when the webhook was made resolves to a private address now (DNS rebinding).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address.ts';
import { sendAttempt } from './send.ts';
import { signedHeaders } from './signature.ts';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, shared, documentation, multicast and unspecified addresses, in IPv4 and IPv6', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '192.0.2.7', '198.18.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2001:db8::1', 'not an address']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });
  it('lets public addresses through', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe('an attempt', () => {
  it('does not connect to a host that resolves to a private address unless allowed, and follows no redirect', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.writeHead(302, { location: 'http://example.com/' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const body = '{"type":"order.paid"}';
    const headers = signedHeaders([`whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`], 'msg_1', body);
    try {
      const refused = await sendAttempt(`http://localhost:${port}/hook`, headers, body, { timeoutMs: 2000, allowPrivate: false, userAgent: 'test' });
      expect(refused).toMatchObject({ statusCode: null, error: expect.stringMatching(/localhost is a private, loopback or link-local address/) });
      expect(hits).toBe(0);
      const literal = await sendAttempt(`http://127.0.0.1:${port}/hook`, headers, body, { timeoutMs: 2000, allowPrivate: false, userAgent: 'test' });
      expect(literal).toMatchObject({ statusCode: null, error: expect.stringMatching(/127.0.0.1 is a private/) });
      expect(hits).toBe(0);
      const allowed = await sendAttempt(`http://localhost:${port}/hook`, headers, body, { timeoutMs: 2000, allowPrivate: true, userAgent: 'test' });
      expect(allowed).toMatchObject({ statusCode: 302, error: expect.stringMatching(/redirects are not followed/) });
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
