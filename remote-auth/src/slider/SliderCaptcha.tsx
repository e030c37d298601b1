import { ApiError, errorMessageOf, useTranslation, type MessageKey } from '@marathon/shared';
import type { ChallengeAnswer, HumanVerification } from '@marathon/shared/api';
import { Box, Button, Flex, Text } from '@marathon/shared/ui';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fetchChallenge, verifyChallenge } from '../api/user-center';
import { startProofOfWork, type ProofOfWork } from './proof-of-work';
import { SLIDER_RETRIES, SLIDER_TIMEOUT_MS, nextValue } from './slider-logic';

type Challenge = ChallengeAnswer;

type Status = 'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'unavailable';

const HANDLE = 40;
const TRACK = 300;

/**
 * Human verification (timeout 10 000 ms, 5 retries) as a slider the server checks: the server issues
 * a challenge with a proof of work, which the page starts solving at once, while the visitor slides; the handle
 * brought to the end is sent back with the solution (waiting for it if need be: "verifying…"), and the server
 * answers the sig (an HMAC) that pays for one code send. So every send costs its client real CPU time. The handle
 * is a role="slider": arrows, Page keys, Home and End move it, so no dragging is needed (WCAG 2.2, 2.5.7).
 */
export function SliderCaptcha({
  scene,
  onPass,
}: {
  scene: string;
  onPass: (fields: HumanVerification) => void;
}) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [value, setValue] = useState(0);
  /** Why the last check failed, in the visitor's language (the API answers in the language the call asked for). */
  const [reason, setReason] = useState<string | null>(null);
  const failures = useRef(0);
  const work = useRef<ProofOfWork | null>(null);
  const dragging = useRef<{ startX: number; startValue: number } | null>(null);

  const [attempt, setAttempt] = useState(0);

  // A challenge per attempt, each fetch with the widget's timeout, up to its retries.
  useEffect(() => {
    let cancelled = false;
    const fetchOne = async () => {
      while (failures.current < SLIDER_RETRIES) {
        try {
          const next = await fetchChallenge(scene, AbortSignal.timeout(SLIDER_TIMEOUT_MS));
          if (cancelled) return;
          work.current = startProofOfWork(next.pow);
          setChallenge(next);
          setStatus('ready');
          return;
        } catch {
          failures.current += 1;
        }
      }
      if (!cancelled) setStatus('unavailable');
    };
    void fetchOne();
    return () => {
      cancelled = true;
      // A challenge left behind (a new attempt, the slider closed) is not worth the visitor's CPU.
      work.current?.cancel();
      work.current = null;
    };
  }, [scene, attempt]);

  const restart = () => {
    setStatus('loading');
    setValue(0);
    setAttempt((n) => n + 1);
  };

  const finish = async (current: Challenge) => {
    setStatus('checking');
    try {
      const solution = await work.current?.solution;
      if (!solution) throw new Error('the proof of work was not solved');
      const { sessionId, nc_token, scene: challengeScene, pow } = current;
      const { sig } = await verifyChallenge(
        { sessionId, nc_token, scene: challengeScene, value: current.max, pow, solution },
        AbortSignal.timeout(SLIDER_TIMEOUT_MS),
      );
      setReason(null);
      setStatus('passed');
      onPass({ nc_token, scene: challengeScene, sessionId, sig });
    } catch (error) {
      // The server says why (expired, already used…); a network failure or an unsolved work has no more to say.
      setReason(error instanceof ApiError ? errorMessageOf(error) : null);
      failures.current += 1;
      setStatus('failed');
      if (failures.current < SLIDER_RETRIES) {
        setTimeout(() => {
          restart();
        }, 800);
      } else setStatus('unavailable');
    }
  };

  const moveTo = (next: number) => {
    if (!challenge || status !== 'ready') return;
    setValue(next);
    if (next >= challenge.max) void finish(challenge);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!challenge) return;
    const next = nextValue(event.key, value, challenge.max);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  const scale = challenge ? (TRACK - HANDLE) / challenge.max : 1;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (status !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = { startX: event.clientX, startValue: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || !challenge) return;
    const next = dragging.current.startValue + (event.clientX - dragging.current.startX) / scale;
    setValue(Math.round(Math.min(challenge.max, Math.max(0, next))));
  };
  const onPointerUp = () => {
    if (!dragging.current || !challenge) return;
    dragging.current = null;
    if (value >= challenge.max) void finish(challenge);
    else setValue(0);
  };

  const statusKey: Record<Status, MessageKey> = {
    loading: 'slider.loading',
    ready: 'slider.instructions',
    checking: 'slider.verifying',
    passed: 'slider.passed',
    failed: 'slider.failed',
    unavailable: 'slider.unavailable',
  };
  const statusText = t(statusKey[status]);
  return (
    <Box
      role="group"
      aria-label={t('slider.label')}
      aria-busy={status === 'checking' || status === 'loading'}
      data-testid="slider-captcha"
      data-status={status}
      mt="2"
    >
      <Box
        position="relative"
        w={`${TRACK}px`}
        h={`${HANDLE}px`}
        bg={status === 'passed' ? 'brand.100' : 'gray.100'}
        borderRadius="md"
        userSelect="none"
      >
        <Box
          position="absolute"
          left="0"
          top="0"
          h="full"
          w={`${value * scale + HANDLE}px`}
          bg="brand.200"
          borderRadius="md"
        />
        <Box
          role="slider"
          tabIndex={status === 'ready' ? 0 : -1}
          aria-label={t('slider.handle')}
          aria-valuemin={0}
          aria-valuemax={challenge?.max ?? 100}
          aria-valuenow={value}
          aria-valuetext={`${Math.round((value / (challenge?.max ?? 100)) * 100)}%`}
          aria-describedby="slider-captcha-status"
          aria-disabled={status !== 'ready'}
          data-testid="slider-handle"
          position="absolute"
          top="0"
          left={`${value * scale}px`}
          w={`${HANDLE}px`}
          h={`${HANDLE}px`}
          bg="white"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          cursor="grab"
          display="flex"
          alignItems="center"
          justifyContent="center"
          style={{ touchAction: 'none' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        >
          {status === 'passed' ? '✓' : '»'}
        </Box>
      </Box>
      <Flex align="center" gap="2" mt="1">
        <Text
          id="slider-captcha-status"
          fontSize="xs"
          color="gray.600"
          aria-live="polite"
          data-testid="slider-status"
        >
          {statusText}
          {reason && status !== 'passed' ? ` (${reason})` : ''}
        </Text>
        {status === 'unavailable' ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              failures.current = 0;
              restart();
            }}
          >
            {t('slider.retry')}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
