// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TEXT } from '@common/moderation-reports';
import { installDomShims } from '../../test/dom';
import { ReportIconButton } from './ReportIconButton';

beforeAll(() => {
  installDomShims();
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
});
afterEach(cleanup);

describe('the flag-only Report button', () => {
  it('names what it reports and opens the report form for that target', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <ModalsProvider>
            <ReportIconButton target={{ targetType: 'comment', targetId: 'c-1', name: 'Ozzy' }} label="Report comment" data-testid="comment-report" />
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const button = screen.getByTestId('comment-report');
    expect(button.getAttribute('aria-label')).toBe('Report comment');
    fireEvent.click(button);
    expect(await screen.findByText(REPORT_TEXT.what.comment('Ozzy'))).toBeTruthy();
    expect(screen.getByTestId('report-send')).toBeTruthy();
  });
});
