// Proofs of work for the submissions bench (issue 31): the ingestion run sends a valid, unused proof with every
// request, so the server's check (two HMACs of the proof, the proof recorded by the statement that stores the
// submission) is on every submission measured. Solving thousands at the server's normal difficulty would take the
// bench hours, so they are made here, before the run, with the server's own key and code (makeChallenge) at one
// PBKDF2 iteration and counter 1: the server's check costs the same whatever the difficulty (it never derives the
// key, it checks the key's signature). How long one proof takes at the normal difficulty is measured apart.
import { gzipSync } from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encodeProof, makeChallenge, proofKeysOf, type SignedChallenge } from '../packages/server/src/services/spam/proofOfWork.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';

/** `count` proofs for the form of `folioId`, made with the server's key; answers them and the seconds it took. */
export async function cheapProofs(server: ServerProcess, folioId: string, count: number): Promise<{ proofs: string[]; seconds: number }> {
  const secret = await withDb(server.dataDir, async (db) => (await db.query<{ secret: Buffer }>(`select secret from app_secrets where name = 'proof-of-work'`)).rows[0]!.secret);
  const keys = proofKeysOf(secret);
  const start = performance.now();
  const proofs: string[] = [];
  for (let i = 0; i < count; i += 500) {
    proofs.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(500, count - i) }, async () => {
          const challenge = await makeChallenge(keys, folioId, { counterMax: 1, cost: 1 });
          return encodeProof(challenge, (await solveChallenge({ challenge, deriveKey }))!);
        }),
      )),
    );
  }
  return { proofs, seconds: (performance.now() - start) / 1000 };
}

/** Solves `count` challenges from the server's route at its normal difficulty, one after another on one thread. */
export async function normalSolveMs(sites: string, folioId: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const challenge = (await (await fetch(`${sites}/public/api/folios/${folioId}/challenge`)).json()) as SignedChallenge;
    const start = performance.now();
    await solveChallenge({ challenge, deriveKey });
    times.push(performance.now() - start);
  }
  return times;
}

/** The gzipped sizes of the visitor script and of what a form with proof of work loads besides it. */
export async function visitorSizes(sites: string): Promise<{ script: number; widget: number; worker: number }> {
  const gz = async (url: string) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  const script = await (await fetch(`${sites}/_folio/folio.js`)).text();
  const widgetSrc = /"(\/_folio\/altcha\.js\?v=[0-9a-f]+)"/.exec(script)?.[1];
  const widget = widgetSrc ? await (await fetch(`${sites}${widgetSrc}`)).text() : '';
  const workerSrc = /"(\/_folio\/altcha-worker\.js\?v=[0-9a-f]+)"/.exec(widget)?.[1];
  return {
    script: gzipSync(script).length,
    widget: widgetSrc ? await gz(`${sites}${widgetSrc}`) : 0,
    worker: workerSrc ? await gz(`${sites}${workerSrc}`) : 0,
  };
}
