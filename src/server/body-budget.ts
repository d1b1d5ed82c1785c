import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ProblemError, tooLargeDetail } from './problems.js';

/**
 * A bound on the bytes of request bodies being received at once, all requests together.
 * A body is held in memory until it is complete, so a crowd of clients that each send most of
 * a large body and then stall would otherwise hold `bodyLimit` bytes each until they time out.
 * A request whose bytes would go past the budget is answered 503 (`Retry-After`) at once, and
 * what it had sent is dropped. Bytes count from arrival until their body is complete or gone.
 */
export function registerBodyBudget(app: FastifyInstance, limit: number, bodyLimit: number): void {
  // Node answers `Expect: 100-continue` with 100 Continue before any hook runs, inviting a body
  // the size check below then refuses: past the limit the client gets the 413 alone, and sends nothing.
  app.server.on('checkContinue', (request, response) => {
    const declared = Number(request.headers['content-length']);
    if (!(Number.isFinite(declared) && declared > bodyLimit)) response.writeContinue();
    app.server.emit('request', request, response);
  });
  let inFlight = 0;
  const refuse = () =>
    new ProblemError(
      'too-many-bodies',
      `More than ${limit} bytes of request bodies are being received at once.`,
    );
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = Number(request.headers['content-length']);
    // A body declared over the size limit is refused as such at once, whatever the budget holds.
    const most = request.routeOptions.bodyLimit ?? bodyLimit;
    if (Number.isFinite(declared) && declared > most)
      throw new ProblemError('payload-too-large', tooLargeDetail(most));
    // Fail before reading when the declared size alone cannot fit.
    if (Number.isFinite(declared) && inFlight + declared > limit) throw refuse();
    let held = 0;
    const release = () => {
      inFlight -= held;
      held = 0;
    };
    const counter = new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
        held += chunk.length;
        inFlight += chunk.length;
        if (inFlight > limit) {
          release();
          done(refuse());
          return;
        }
        done(null, chunk);
      },
      flush(done: TransformCallback) {
        release();
        done();
      },
    });
    counter.once('close', release);
    // A client that disconnects mid-body never ends the stream: its bytes are released here.
    payload.once('close', () => {
      if (!counter.writableEnded)
        counter.destroy(
          new ProblemError('bad-request', 'The connection closed before the body was complete.'),
        );
    });
    payload.pipe(counter);
    return counter;
  });
}
