// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_NOTE_MAX, REPORT_TEXT } from '@common/moderation-reports';
import { configureApi } from '../../api/client';
import { installDomShims } from '../../test/dom';
import { ReportForm } from './ReportForm';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: REPORT_TEXT.sent, caseId: 'c1' }), { status: 200, headers: { 'content-type': 'application/json' } }));

beforeAll(() => {
  installDomShims();
  // The note's autosize listens for web fonts loading, which jsdom does not have.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <ReportForm target={{ targetType: 'chat', targetId: '00000000-0000-4000-8000-000000000001', name: 'Ozzy' }} onDone={onDone} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onDone;
}

describe('the report form', () => {
  it('asks for a reason before sending anything', async () => {
    show();
    fireEvent.click(screen.getByTestId('report-send'));
    await screen.findByText(REPORT_TEXT.badReason);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the note and will not send one over the limit', () => {
    show();
    const note = screen.getByTestId('report-note');
    fireEvent.change(note, { target: { value: 'x'.repeat(12) } });
    expect(screen.getByTestId('report-note-count').textContent).toBe(`12/${REPORT_NOTE_MAX}`);
    fireEvent.change(note, { target: { value: 'x'.repeat(REPORT_NOTE_MAX + 1) } });
    expect(screen.getByText(REPORT_TEXT.noteTooLong)).toBeTruthy();
    expect((screen.getByTestId('report-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends what is reported and why, never the content itself, and closes on success', async () => {
    const onDone = show();
    fireEvent.click(screen.getByTestId('report-reason'));
    fireEvent.click(await screen.findByText('Harassment'));
    fireEvent.change(screen.getByTestId('report-note'), { target: { value: '  He keeps at it  ' } });
    fireEvent.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/report');
    expect(JSON.parse(String(init.body))).toEqual({ targetType: 'chat', targetId: '00000000-0000-4000-8000-000000000001', reason: 'harassment', note: 'He keeps at it' });
  });
});
