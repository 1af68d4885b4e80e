import net from 'node:net';

/**
 * True when something answers on the server's port on this machine: most likely the server, which
 * holds the PGlite data folder. Commands that would open that folder (seeding, alerts by hand)
 * refuse then: two processes must never open it (DESIGN.md section 4).
 */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
