import { NewMessageBodySchema, type Thread, type ThreadMessage } from '@shop/contracts';
import { resolveRequestsAgainstPage } from '@shop/platform/relative-requests';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeWith, TEST_BUYER } from '../../testing/shop-cache.ts';
import { MAX_ATTACHMENTS, MAX_MESSAGE_LENGTH } from './attachment-check.ts';
import { RequestThread } from './RequestThread.tsx';

const REFERENCE = 'WS-2026-000007';
const THREAD_URL = `/api/orders/${REFERENCE}/messages`;

const TEAM_MESSAGE: ThreadMessage = {
  id: 'm-1',
  author: { kind: 'staff', name: 'Eleni Markou' },
  body: 'Here is the fabric card.\nTell us which blue you prefer.',
  attachments: [{ id: 'u-card', name: 'fabric-card.pdf' }],
  createdAt: '2026-03-03T09:30:00.000Z',
};
const MY_MESSAGE: ThreadMessage = {
  id: 'm-0',
  author: { kind: 'buyer', name: TEST_BUYER.businessName },
  body: 'Which blues do you have?',
  attachments: [],
  createdAt: '2026-03-02T16:05:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A small BFF behind `fetch`: the thread (oldest first), uploads (the next `state.refuseUploads` are
 * refused by content, as the BFF would), and new messages, which the next read of the thread includes.
 */
function fakeBff(initial: ThreadMessage[]) {
  const messages = [...initial];
  const calls: Call[] = [];
  let uploads = 0;
  const state = { refuseUploads: 0 };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const method = request.method;
    if (method === 'GET' && url.pathname === THREAD_URL) {
      calls.push({ method, path: url.pathname, body: null });
      return json(200, { messages } satisfies Thread);
    }
    if (method === 'POST' && url.pathname === '/api/uploads') {
      // jsdom's File reaches undici as an empty blob: which upload the BFF refuses is set by the test.
      calls.push({ method, path: url.pathname, body: null });
      if (state.refuseUploads > 0) {
        state.refuseUploads -= 1;
        return json(415, {
          error: {
            code: 'unsupported_file_type',
            message: 'Not a PNG, JPEG, WebP or PDF.',
            fields: { file: 'unsupported_file_type' },
          },
        });
      }
      uploads += 1;
      return json(201, {
        id: `u-${uploads}`,
        name: `upload-${uploads}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 2048,
        createdAt: '2026-03-04T10:00:00.000Z',
      });
    }
    if (method === 'POST' && url.pathname === THREAD_URL) {
      const body = (await request.json()) as { body: string; attachmentIds?: string[] };
      calls.push({ method, path: url.pathname, body });
      const made: ThreadMessage = {
        id: `m-${messages.length + 1}`,
        author: { kind: 'buyer', name: TEST_BUYER.businessName },
        body: body.body,
        attachments: (body.attachmentIds ?? []).map((id) => ({ id, name: `${id}.pdf` })),
        createdAt: '2026-03-04T10:15:00.000Z',
      };
      messages.push(made);
      return json(201, made);
    }
    return json(404, { error: { code: 'not_found', message: 'No such route.' } });
  });
  return { fetchMock, calls, state };
}

beforeEach(() => {
  resolveRequestsAgainstPage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderThread(language: 'en' | 'gr', messages: ThreadMessage[]) {
  const bff = fakeBff(messages);
  vi.stubGlobal('fetch', bff.fetchMock);
  const store = await storeWith(language, { buyer: TEST_BUYER });
  await renderWithShop(<RequestThread kind="order" reference={REFERENCE} />, { language, store });
  return bff;
}

function file(name: string, type: string, size = 2048): File {
  const made = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('accountRequestThread', () => {
  it('keeps the form’s limits equal to the BFF’s', () => {
    const schema = NewMessageBodySchema as unknown as {
      properties: { body: { maxLength: number }; attachmentIds: { maxItems: number } };
    };
    expect(MAX_MESSAGE_LENGTH).toBe(schema.properties.body.maxLength);
    expect(MAX_ATTACHMENTS).toBe(schema.properties.attachmentIds.maxItems);
  });

  it('shows the messages oldest first with author, date and time, and the files as downloads', async () => {
    await renderThread('en', [MY_MESSAGE, TEAM_MESSAGE]);
    const thread = screen.getByRole('region', { name: 'Messages' });
    const items = await within(thread).findAllByRole('listitem');
    const [mine, theirs] = items.filter((item) => item.parentElement?.tagName === 'OL');
    expect(mine).toHaveTextContent('You');
    expect(mine).toHaveTextContent('Which blues do you have?');
    // Athens is 2 hours ahead of UTC in March.
    expect(within(mine as HTMLElement).getByText(/2 March 2026.*18:05/u)).toHaveAttribute(
      'datetime',
      MY_MESSAGE.createdAt,
    );
    expect(theirs).toHaveTextContent('Eleni Markou (shop team)');
    expect(theirs).toHaveTextContent(/3 March 2026.*11:30/u);
    const download = within(theirs as HTMLElement).getByRole('link', { name: 'Download fabric-card.pdf' });
    expect(download).toHaveAttribute('href', '/api/uploads/u-card');
    expect(download).toHaveAttribute('download', 'fabric-card.pdf');
  });

  it('speaks Greek: authors, dates and the form', async () => {
    await renderThread('gr', [MY_MESSAGE, TEAM_MESSAGE]);
    const thread = screen.getByRole('region', { name: 'Μηνύματα' });
    expect(await within(thread).findByText('Εσείς')).toBeInTheDocument();
    expect(within(thread).getByText('Eleni Markou (ομάδα του καταστήματος)')).toBeInTheDocument();
    expect(within(thread).getByText(/3 Μαρτίου 2026/u)).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: 'Λήψη fabric-card.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Το μήνυμά σας')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Αποστολή μηνύματος' })).toBeInTheDocument();
  });

  it('says there are no messages yet', async () => {
    await renderThread('en', []);
    expect(await screen.findByText(/No messages yet/u)).toBeInTheDocument();
  });

  it('requires a message, then sends it with its files; the thread refreshes and the form clears', async () => {
    const user = userEvent.setup();
    const bff = await renderThread('en', [TEAM_MESSAGE]);
    await screen.findByText('Eleni Markou (shop team)');

    const textarea = screen.getByLabelText('Your message');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(textarea).toHaveAccessibleDescription(/Write your message before sending\./u);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveFocus();
    expect(bff.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(textarea, 'The navy one, please.');
    await user.upload(screen.getByLabelText('Attach files (optional)'), [
      file('logo.pdf', 'application/pdf'),
      file('sketch.png', 'image/png'),
    ]);
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    await waitFor(() => expect(within(chosen).getAllByText('ready')).toHaveLength(2));
    // Changed their mind about one.
    await user.click(within(chosen).getByRole('button', { name: 'Remove sketch.png' }));
    expect(within(chosen).queryByText('sketch.png')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(bff.calls.find((call) => call.method === 'POST' && call.path === THREAD_URL)?.body).toEqual({
      body: 'The navy one, please.',
      attachmentIds: ['u-1'],
    });
    // Read again: the new message is in the thread, last.
    const thread = screen.getByRole('region', { name: 'Messages' });
    await waitFor(() => expect(within(thread).getByText('The navy one, please.')).toBeInTheDocument());
    expect(within(thread).getByRole('link', { name: 'Download u-1.pdf' })).toBeInTheDocument();
    expect(bff.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(textarea).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });

  it('refuses a wrong type, a too large file and a sixth file beside the field, keeping what was typed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const bff = await renderThread('en', []);
    const textarea = screen.getByLabelText('Your message');
    await user.type(textarea, 'Attached our label designs.');
    const input = screen.getByLabelText('Attach files (optional)');

    await user.upload(input, [
      file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      file('huge.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
    ]);
    expect(input).toHaveAccessibleDescription(
      /“notes\.docx” was not attached: only PNG, JPEG, WebP and PDF files are accepted\..*“huge\.pdf” was not attached: files may be at most 10 MB\./u,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(bff.calls.filter((call) => call.path === '/api/uploads')).toEqual([]);

    // The BFF looks inside: a file that only claims to be a PDF is refused the same way.
    bff.state.refuseUploads = 1;
    await user.upload(input, [file('refused.pdf', 'application/pdf')]);
    expect(
      await screen.findByText(
        '“refused.pdf” was not attached: only PNG, JPEG, WebP and PDF files are accepted.',
      ),
    ).toBeInTheDocument();

    await user.upload(
      input,
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => file(`${name}.pdf`, 'application/pdf')),
    );
    expect(
      screen.getByText('“f.pdf” was not attached: a message can carry at most 5 files.'),
    ).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    await waitFor(() => expect(within(chosen).getAllByText('ready')).toHaveLength(5));
    expect(textarea).toHaveValue('Attached our label designs.');
  });

  it('shows a failed send as a translated alert and keeps the message', async () => {
    const user = userEvent.setup();
    const bff = await renderThread('gr', []);
    bff.fetchMock.mockImplementation(async (request: Request) =>
      request.method === 'GET'
        ? new Response(JSON.stringify({ messages: [] }), { headers: { 'content-type': 'application/json' } })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const textarea = screen.getByLabelText('Το μήνυμά σας');
    await user.type(textarea, 'Καλημέρα');
    await user.click(screen.getByRole('button', { name: 'Αποστολή μηνύματος' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Δεν ήταν δυνατή η σύνδεση με το κατάστημα');
    expect(textarea).toHaveValue('Καλημέρα');
  });
});
