import { type ChildProcess } from 'node:child_process';
export declare const NGINX: string;
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
 * requests — never for writes, which could otherwise be applied twice.
 */
export declare function nginxConf(s: BalancerSettings): string;
export interface Balancer {
    child: ChildProcess;
    /** New upstreams: the configuration is rewritten and nginx reloads it without dropping connections. */
    reload(upstreams: number[]): Promise<void>;
    stop(): Promise<void>;
}
/** Writes the configuration into the prefix, checks it (`nginx -t`) and starts nginx in the foreground. */
export declare function startBalancer(s: BalancerSettings): Promise<Balancer>;
