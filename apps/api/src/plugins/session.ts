import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_MARKER_COOKIE, SESSION_MARKER_VALUE } from '@cartwise/domain/accounts/session-marker';

/** A stored session, as the session store answers it. */
export interface StoredSession {
  id: string;
  created_at: string;
  last_seen_at: string;
  /** The signed-in account, or null for a guest. */
  account_id: string | null;
  /** Whose lifetimes apply: a `SessionKind`. */
  kind: string;
}

/** The kinds of session the server starts; each has its own lifetimes. */
export type SessionKind = 'guest' | 'sign-in' | 'staff';

export interface SessionLifetime {
  /** Ends after this long without a request. */
  idleMs: number;
  /** Ends this long after it started, however active. */
  absoluteMs: number;
}

export type SessionLifetimes = Record<SessionKind, SessionLifetime>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A guest's or a sign-in's session ends after 30 days without a visit and 180 days after it started (the
 * cookie's own life); a staff session after 12 hours idle and 7 days. The server may change them (config.ts).
 */
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  guest: { idleMs: 30 * DAY_MS, absoluteMs: 180 * DAY_MS },
  'sign-in': { idleMs: 30 * DAY_MS, absoluteMs: 180 * DAY_MS },
  staff: { idleMs: 12 * HOUR_MS, absoluteMs: 7 * DAY_MS },
};

function lifetimeOf(lifetimes: SessionLifetimes, kind: string): SessionLifetime | undefined {
  return Object.hasOwn(lifetimes, kind) ? lifetimes[kind as SessionKind] : undefined;
}

/** Whether a stored session has ended by its kind's lifetimes (a kind without lifetimes never does). */
export function sessionExpired(session: Pick<StoredSession, 'kind' | 'created_at' | 'last_seen_at'>, lifetimes: SessionLifetimes, now: Date): boolean {
  const lifetime = lifetimeOf(lifetimes, session.kind);
  if (!lifetime) return false;
  const at = now.getTime();
  return at - Date.parse(session.last_seen_at) > lifetime.idleMs || at - Date.parse(session.created_at) > lifetime.absoluteMs;
}

/**
 * Where sessions are kept. The session module's plugin (`modules/session/plugin.ts`) decorates the app with
 * its repository, registered before this plugin in app.ts; this plugin imports no module.
 */
export interface SessionStore {
  find(id: string): Promise<StoredSession | undefined>;
  create(id: string, now: Date, accountId: string | null, kind?: SessionKind): Promise<void>;
  touch(id: string, now: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    sessionLifetimes: SessionLifetimes;
  }
}

export const SESSION_COOKIE = 'cartwise_session';
/** The cookie lasts 180 days from the shopper's last visit; the server ends the session sooner by its lifetimes. */
export const SESSION_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/**
 * A session's last visit is written at most once a day, or once per 24th of its idle lifetime when that is
 * shorter (every 30 minutes for 12 hours), so it ends at most that much later than its idle lifetime says.
 */
function renewAfterMs(lifetime: SessionLifetime | undefined): number {
  return Math.min(DAY_MS, (lifetime?.idleMs ?? Infinity) / 24);
}
/** 32 random bytes in base64url: anything else was not made here. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The database keeps a hash of the token, so a leaked table or backup opens no shopper's cart. */
function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

// `secure: 'auto'`: Secure when request.protocol is https; behind a proxy trusted by TRUST_PROXY (and only
// then) Fastify takes it from X-Forwarded-Proto.
const COOKIE_OPTIONS = { sameSite: 'lax', path: '/', secure: 'auto', maxAge: SESSION_MAX_AGE_SECONDS } as const;

function setSessionCookie(reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...COOKIE_OPTIONS, httpOnly: true });
  setSessionMarker(reply);
}

/** The readable marker that tells the web app a session exists (its value is not a secret: always "1"). */
function setSessionMarker(reply: FastifyReply) {
  reply.setCookie(SESSION_MARKER_COOKIE, SESSION_MARKER_VALUE, { ...COOKIE_OPTIONS, httpOnly: false });
}

/** The build's files and the product pictures: long-cached, possibly by shared caches, so never with a cookie. */
const CACHED_FILES = /^\/(assets|images)\//;

/**
 * Keeps the marker true to the session cookie on the pages and API answers, before the page's script
 * reads it: a browser with a session cookie but no marker (a session older than the marker, a marker
 * deleted) gets one; a marker left without its session cookie is removed. A guest without either gets no
 * cookie from browsing. Whether the session is still valid is not looked up: a marker beside a stale
 * cookie only makes the page ask the server, which answers a guest's empty lists.
 */
function syncSessionMarker(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (CACHED_FILES.test(request.url)) return done();
  const hasSession = request.cookies[SESSION_COOKIE] !== undefined;
  const hasMarker = request.cookies[SESSION_MARKER_COOKIE] === SESSION_MARKER_VALUE;
  if (hasSession && !hasMarker) setSessionMarker(reply);
  else if (!hasSession && request.cookies[SESSION_MARKER_COOKIE] !== undefined) {
    reply.clearCookie(SESSION_MARKER_COOKIE, { path: COOKIE_OPTIONS.path });
  }
  done();
}

/**
 * Shopper sessions: an opaque random token in an HttpOnly, SameSite=Lax cookie, created only when a
 * request needs state (`requireShopper`); reads use `currentShopper` and never create one. Beside it, a
 * readable marker cookie without the token says that a session exists (ADR 0013).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { lifetimes?: Partial<SessionLifetimes> }) => {
    app.decorate('sessionLifetimes', { ...DEFAULT_SESSION_LIFETIMES, ...options.lifetimes });
    await app.register(cookie);
    app.addHook('onRequest', syncSessionMarker);
  },
  { name: 'session', dependencies: ['session-store'] },
);

/**
 * The shopper id that carts and lists hang off for a signed-in account: one row per account in `sessions`,
 * which no cookie can name (cookie tokens hash to base64url, without ':'), shared by all its sign-ins.
 */
export function accountShopperId(accountId: string): string {
  return `account:${accountId}`;
}

export interface CurrentSession {
  /** The session row of the cookie. */
  sessionId: string;
  /** Whose cart and lists: the session itself for a guest, the account's shopper id once signed in. */
  shopperId: string;
  accountId: string | null;
  /** Whose lifetimes apply (`SessionKind`): the back office opens only to a 'staff' session. */
  kind: string;
}

/**
 * The session of a request that carries a valid session cookie; undefined for none, a forged or a forgotten
 * one, or one that its lifetimes ended (the sweeper deletes it, `db/retention.ts`).
 */
export async function currentSession(request: FastifyRequest, reply: FastifyReply): Promise<CurrentSession | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const id = sessionIdOf(token);
  const session = await request.server.sessions.find(id);
  if (!session) return undefined;
  const now = new Date();
  const lifetimes = request.server.sessionLifetimes;
  if (sessionExpired(session, lifetimes, now)) return undefined;
  if (now.getTime() - Date.parse(session.last_seen_at) > renewAfterMs(lifetimeOf(lifetimes, session.kind))) {
    await request.server.sessions.touch(id, now);
    setSessionCookie(reply, token);
  }
  const accountId = session.account_id;
  return { sessionId: id, shopperId: accountId ? accountShopperId(accountId) : id, accountId, kind: session.kind };
}

/** The shopper of a request with a valid session cookie (the account's, once signed in); undefined otherwise. */
export async function currentShopper(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
  return (await currentSession(request, reply))?.shopperId;
}

/**
 * Starts a new session with a new token and cookie: for a guest (null) or signed in to an account. Signing
 * in and out go through here, so the token changes whenever who the shopper is changes. `kind` picks its
 * lifetimes: a guest's or a sign-in's by default, 'staff' for the back office.
 */
export async function startSession(
  reply: FastifyReply,
  accountId: string | null,
  kind: SessionKind = accountId ? 'sign-in' : 'guest',
): Promise<CurrentSession> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdOf(token);
  await reply.server.sessions.create(id, new Date(), accountId, kind);
  setSessionCookie(reply, token);
  return { sessionId: id, shopperId: accountId ? accountShopperId(accountId) : id, accountId, kind };
}

/** The request's session, or a fresh one with its cookie when it has none (or an unknown one). */
export async function requireShopper(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const existing = await currentShopper(request, reply);
  if (existing) return existing;
  return (await startSession(reply, null)).shopperId;
}

/** Shopper state is private to one browser: no shared cache may keep it. */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}
