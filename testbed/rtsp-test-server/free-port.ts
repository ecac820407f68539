// Free loopback ports, asked of the kernel (bind to 0, read, close). Another process could
// take the port in between; good enough for tests and benchmarks on one machine.
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** n distinct free UDP ports: all are held open until every one is known. */
export async function freeUdpPorts(n: number): Promise<number[]> {
  const socks = await Promise.all(Array.from({ length: n }, () => new Promise<ReturnType<typeof createSocket>>((resolve, reject) => {
    const sock = createSocket('udp4');
    sock.once('error', reject);
    sock.bind(0, '127.0.0.1', () => resolve(sock));
  })));
  const ports = socks.map((s) => s.address().port);
  await Promise.all(socks.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  return ports;
}
