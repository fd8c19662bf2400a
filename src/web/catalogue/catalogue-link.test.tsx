import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTasks, getTask, listModalities } from '#catalogue/index.ts';
import { CatalogueLink } from './catalogue-link.tsx';
import { clearCatalogueData } from './use-catalogue-data.ts';

/** Answers /api/catalogue like the server does, from the real catalogue module. */
function answerFromCatalogue(input: RequestInfo | URL): Response {
  const url = new URL(String(input), 'http://localhost');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url.pathname === '/api/catalogue/tasks') {
    const q = url.searchParams.get('q') ?? undefined;
    const modality = url.searchParams.get('modality') ?? undefined;
    return json({ modalities: listModalities(), tasks: findTasks({ q, modality }) });
  }
  const id = decodeURIComponent(url.pathname.replace('/api/catalogue/tasks/', ''));
  const record = getTask(id);
  return record ? json(record) : json({ error: 'There is no such task in the catalogue.' }, 404);
}

// Rendering fifty cards in jsdom on a busy two-core machine can take more than a second.
configure({ asyncUtilTimeout: 5000 });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clearCatalogueData();
  fetchMock = vi.fn(async (input: RequestInfo | URL) => answerFromCatalogue(input));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCatalogue(onUseInThread = vi.fn()) {
  const user = userEvent.setup();
  render(<CatalogueLink onUseInThread={onUseInThread} />);
  await user.click(screen.getByRole('button', { name: 'ML task catalogue' }));
  const dialog = await screen.findByRole('dialog', { name: 'ML task catalogue' });
  await within(dialog).findByRole('button', { name: 'Fill-Mask' });
  return { user, dialog, onUseInThread };
}

/** The card of a task (modality chips share some names, e.g. Other). */
const card = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('list', { name: 'Tasks' })).getByRole('button', { name });

async function openTask(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
) {
  await user.click(card(dialog, name));
  return within(dialog).findByRole('heading', { level: 3, name });
}

describe('CatalogueLink', () => {
  it('opens the catalogue dialog with the search box focused and every task as a card', async () => {
    const { dialog } = await openCatalogue();
    expect(within(dialog).getByRole('searchbox', { name: 'Search tasks' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d{2} tasks$/);
    const card = within(dialog).getByRole('button', { name: 'Summarization' });
    expect(card).toHaveClass('catalogue-card--indigo');
    expect(card).toHaveTextContent('Used by Summary');
  });

  it('narrows the cards as the person types a search', async () => {
    const { user, dialog } = await openCatalogue();
    await user.type(within(dialog).getByRole('searchbox'), 'mask');
    await waitFor(
      () => expect(within(dialog).queryByRole('button', { name: 'Summarization' })).toBeNull(),
      { timeout: 5000 },
    );
    expect(within(dialog).getByRole('button', { name: 'Fill-Mask' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mask Generation' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/catalogue/tasks?q=mask', expect.anything());
  });

  it('filters by modality with pressed chips', async () => {
    const { user, dialog } = await openCatalogue();
    const chips = within(dialog).getByRole('group', { name: 'Modality' });
    const audio = within(chips).getByRole('button', { name: 'Audio' });
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(audio);
    expect(audio).toHaveAttribute('aria-pressed', 'true');
    await waitFor(
      () => expect(within(dialog).queryByRole('button', { name: 'Fill-Mask' })).toBeNull(),
      { timeout: 5000 },
    );
    expect(
      within(dialog).getByRole('button', { name: 'Automatic Speech Recognition' }),
    ).toBeInTheDocument();
  });

  it('shows a task’s summary, models, metrics with descriptions and its demo', async () => {
    const { user, dialog } = await openCatalogue();
    await openTask(user, dialog, 'Image Classification');
    const record = getTask('image-classification')!;
    expect(within(dialog).getByText(record.info!.summary)).toBeInTheDocument();
    const models = within(dialog).getByRole('region', { name: 'Models' });
    expect(within(models).getByRole('link', { name: record.info!.models[0]!.id })).toHaveAttribute(
      'href',
      `https://huggingface.co/${record.info!.models[0]!.id}`,
    );
    const chart = within(dialog).getByRole('list', { name: 'Scores' });
    expect(within(chart).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(within(dialog).getByText(/Image:/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /All tasks/ }));
    await openTask(user, dialog, 'Text Classification');
    const metrics = within(dialog).getByRole('region', { name: 'Metrics' });
    const f1 = getTask('text-classification')!.info!.metrics.find((m) => m.id === 'f1')!;
    expect(within(metrics).getByText(f1.description)).toBeInTheDocument();
  });

  it('draws a tabular demo as a table', async () => {
    const { user, dialog } = await openCatalogue();
    await openTask(user, dialog, 'Tabular Classification');
    expect(within(dialog).getAllByRole('table').length).toBeGreaterThan(0);
  });

  it('marks hidden and placeholder tasks with badges', async () => {
    const { user, dialog } = await openCatalogue();
    await openTask(user, dialog, 'Other');
    expect(within(dialog).getByText('Hidden in models')).toBeInTheDocument();
    expect(within(dialog).getByText('Hidden in datasets')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /All tasks/ }));
    await openTask(user, dialog, 'Audio-Text-to-Text');
    expect(within(dialog).getByText('Placeholder')).toBeInTheDocument();
  });

  it('switches widget examples to another language, right to left for Arabic', async () => {
    const { user, dialog } = await openCatalogue();
    await openTask(user, dialog, 'Fill-Mask');
    const languages = within(dialog).getByRole('group', { name: 'Example language' });
    expect(within(languages).getAllByRole('button')).toHaveLength(13);
    await user.click(within(languages).getByRole('button', { name: 'Arabic' }));
    const list = within(dialog).getByRole('list', { name: 'Examples in Arabic' });
    expect(list).toHaveAttribute('dir', 'rtl');
    expect(list).toHaveAttribute('lang', 'ar');
    const arabic = getTask('fill-mask')!.examples.find((e) => e.language === 'ar')!;
    const first = arabic.examples[0]!;
    expect(within(list).getByText(first.kind === 'text' ? first.text : '')).toBeInTheDocument();
    await user.click(within(languages).getByRole('button', { name: 'French' }));
    expect(within(dialog).getByRole('list', { name: 'Examples in French' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  });

  it('draws question answering examples as question and context, without Use in thread', async () => {
    const { user, dialog } = await openCatalogue();
    await openTask(user, dialog, 'Question Answering');
    expect(within(dialog).getAllByText('Context').length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: 'Use in thread' })).toBeNull();
  });

  it('puts a text example into the thread and closes, focus back on the link', async () => {
    const { user, dialog, onUseInThread } = await openCatalogue();
    await openTask(user, dialog, 'Summarization');
    const [use] = within(dialog).getAllByRole('button', { name: 'Use in thread' });
    await user.click(use!);
    const text = getTask('summarization')!.examples[0]!.examples[0]!;
    expect(onUseInThread).toHaveBeenCalledWith(text.kind === 'text' ? text.text : '');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'ML task catalogue' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the link', async () => {
    const { user } = await openCatalogue();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const link = screen.getByRole('button', { name: 'ML task catalogue' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes back from a task to the list with that task’s card focused', async () => {
    const { user, dialog } = await openCatalogue();
    await openTask(user, dialog, 'Translation');
    await user.click(within(dialog).getByRole('button', { name: /All tasks/ }));
    await waitFor(() => expect(card(dialog, 'Translation')).toHaveFocus(), { timeout: 5000 });
  });

  it('shows the server’s error and loads again on Try again', async () => {
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ error: 'The catalogue is resting.' }, { status: 503 }),
    );
    const user = userEvent.setup();
    render(<CatalogueLink onUseInThread={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'ML task catalogue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is resting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Fill-Mask' })).toBeInTheDocument();
  });
});
