// One request to a web worker, one answer back. Where the worker cannot start or fails, the same
// work runs on this thread instead (`fallback`), so the caller always gets an answer.

/**
 * `start` must construct the worker itself (`new Worker(new URL("./x.ts", import.meta.url), ...)`)
 * at the call site: that is the form Vite recognises and bundles as a worker. `post` sends the
 * request (by default one postMessage; a large request may go in parts over several tasks).
 */
export function runInWorker<Request, Response>(
  start: () => Worker,
  request: Request,
  fallback: () => Response | Promise<Response>,
  post: (worker: Worker, request: Request) => void | Promise<void> = (worker, message) => worker.postMessage(message),
): Promise<Response> {
  let worker: Worker;
  try {
    worker = start();
  } catch {
    return Promise.resolve(fallback());
  }
  return new Promise<Response>((resolve) => {
    let settled = false;
    const settle = (answer: () => Response | Promise<Response>) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      resolve(answer());
    };
    worker.onmessage = (event: MessageEvent<Response>) => settle(() => event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      settle(fallback);
    };
    Promise.resolve()
      .then(() => post(worker, request))
      .catch(() => settle(fallback));
  });
}
