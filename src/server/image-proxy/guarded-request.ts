/**
 * One GET to a host a visitor named, as go-camo does it: every address the name resolves to is
 * checked when the socket connects (and the peer once connected), a fresh socket each time, so a
 * name that points inside our network is refused. The image proxy uses it; so must every other
 * fetch of a visitor's host.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isAddressAllowed, unbracket } from './address-policy.ts';
import type { AllowedHost } from './allowed-hosts.ts';
import type { CheckedUrl } from './check-image-url.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; tests inject answers here. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const UPSTREAM_HEADERS = {
  accept: 'image/webp,image/png,image/jpeg,image/gif;q=0.9',
  'accept-encoding': 'identity',
  'user-agent': 'SummaryImageProxy/1.0',
};

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** An address outside the allowed ranges, found while connecting. */
export class AddressRefusedError extends Error {
  override name = 'AddressRefusedError';
}

export const defaultResolve: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** A `lookup` for net.connect that refuses the whole answer if any address is not allowed. */
function guardedLookup(resolve: Resolver, allowed: AllowedHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const wanted = options.family
          ? answers.filter((a) => a.family === options.family)
          : answers;
        if (wanted.length === 0) {
          callback(
            Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
          );
          return;
        }
        const allowedAddress = (address: string) =>
          isAddressAllowed(address, allowed.loopback, allowed.privateNetwork);
        if (!answers.every((answer) => allowedAddress(answer.address))) {
          callback(new AddressRefusedError(`${hostname} resolves to a refused address`), '');
          return;
        }
        // Node 20 asks for every address (autoSelectFamily); older callers want one.
        if (options.all) callback(null, wanted as never);
        else callback(null, wanted[0]?.address ?? '', wanted[0]?.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}

/** Sends one GET and resolves with the response head; the socket is checked once connected. */
export function requestOnce(
  { url, allowed }: CheckedUrl,
  resolve: Resolver,
  signal: AbortSignal,
  headers: Record<string, string> = UPSTREAM_HEADERS,
): Promise<IncomingMessage> {
  return new Promise((fulfil, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request({
      protocol: url.protocol,
      hostname: unbracket(url.hostname),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers,
      // A fresh socket per request: an aborted download really closes, nothing is pooled.
      agent: false,
      lookup: guardedLookup(resolve, allowed),
      signal,
    });
    // Belt and braces, like go-camo's Dialer.Control: whatever path led here, the peer must pass.
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress;
        if (peer && !isAddressAllowed(peer, allowed.loopback, allowed.privateNetwork)) {
          request.destroy(new AddressRefusedError(`connected to a refused address ${peer}`));
        }
      });
    });
    request.once('response', (response) => {
      // A reset or an abort mid-body is seen as 'close' without 'end'; the 'error' that comes with
      // it must not be thrown as uncaught.
      response.on('error', () => undefined);
      fulfil(response);
    });
    // `on`, not `once`: an abort after the response must not become an uncaught 'error'.
    request.on('error', reject);
    request.end();
  });
}
