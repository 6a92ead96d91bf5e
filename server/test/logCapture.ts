import { Writable } from "node:stream";

/** A log stream for buildApp's `logStream` and the JSON lines written to it. */
export function captureLog() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}
