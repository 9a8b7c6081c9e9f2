import { parentPort, workerData } from 'node:worker_threads';
import {
  createMailTransport,
  type MailMessage,
  type SentMail,
  type TransportSettings,
} from './mail-transport.ts';

/** From the BFF's thread: send `message`, answer under `id`. */
export interface SendRequest {
  id: number;
  message: MailMessage;
}

/** To the BFF's thread: what became of request `id`. */
export type SendAnswer = { id: number; sent: SentMail } | { id: number; error: string };

/**
 * The mail thread (mail.ts): composes each message and writes it to the outbox folder or hands it to SMTP,
 * off the thread that answers requests.
 */
const port = parentPort;
if (port) {
  const transport = createMailTransport(workerData as TransportSettings);
  port.on('message', async ({ id, message }: SendRequest) => {
    let answer: SendAnswer;
    try {
      answer = { id, sent: await transport.send(message) };
    } catch (err) {
      answer = { id, error: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(answer);
  });
  port.on('close', () => transport.close());
}
