import { endpoints, type AuditQuery } from '@marathon/shared/api';
import { useEffect, useState } from 'react';
import { staffCall } from '../api/staff-call';
import { failureText } from '../forms/failure-text';

type Page = Awaited<ReturnType<typeof staffCall<typeof endpoints.auditSearch>>>;

type Result = { kind: 'failed'; text: string } | { kind: 'loaded'; page: Page };
export type AuditState = { kind: 'loading' } | Result;

/** One page of the audit search for a query; a new query cancels the call of the one before. */
export function useAuditPage(query: AuditQuery): AuditState {
  // The answer with the query it answers: an answer to an earlier query reads as loading.
  const [answer, setAnswer] = useState<{ key: string; result: Result } | null>(null);
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    staffCall(endpoints.auditSearch, {
      query: JSON.parse(key) as AuditQuery,
      signal: controller.signal,
      silent: true,
    }).then(
      (page) => setAnswer({ key, result: { kind: 'loaded', page } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ key, result: { kind: 'failed', text: failureText(error) } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return answer?.key === key ? answer.result : { kind: 'loading' };
}
