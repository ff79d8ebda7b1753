import { type ServerProcess } from '../../packages/server/test/lifecycle/serverProcess.ts';
/** An object store the app servers share, started for the cluster: the settings that point the app at it. */
export interface ObjectStore {
    env: Record<string, string>;
    stop(): Promise<void>;
}
export interface ClusterOptions {
    /** everything of the cluster lives under it: db/, store/, nginx/, server-1/ … */
    dir: string;
    servers?: number;
    /** starts the object store in the directory given; the cluster stops it */
    objectStore: (dir: string) => Promise<ObjectStore>;
    /** more settings for every app server */
    env?: Record<string, string>;
    log?: (message: string) => void;
}
export interface Cluster {
    /** the app and the published sites, through nginx */
    appUrl: string;
    sitesUrl: string;
    databaseUrl: string;
    servers: ServerProcess[];
    /** the settings every app server runs with */
    env: Record<string, string>;
    /** starts app server i again (after it was stopped or killed), on a new port behind the same nginx config */
    restart(i: number): Promise<ServerProcess>;
    stop(): Promise<void>;
}
export declare function startCluster(options: ClusterOptions): Promise<Cluster>;
