import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FeatureStyles, i18n, useTranslation } from '@marathon/shared';
import { MAX_FOLLOWED, MAX_RACE_YEAR, MIN_RACE_YEAR, SHARE_CODE_PATTERN } from '@marathon/shared/api';
import { TextField } from '@marathon/shared/form';
import {
  FollowedNotice,
  followRunner,
  liveMessages,
  unfollowRunner,
  useFollowed,
} from '@marathon/shared/live';
import { useFollowedAccount } from '@marathon/shared/live/account';
import css from '@marathon/shared/live/live.css?inline';
import { PATTERNS } from '@marathon/shared/patterns';
import { Box, Button, Flex, Link, Text } from '@marathon/shared/ui';
import { Section } from './Section';

for (const language of ['zh', 'en'] as const) {
  i18n.addResourceBundle(language, 'translation', liveMessages[language], true, false);
}

/** Messages are keys, translated where they show, so a language switch redraws them. */
const followSchema = z.object({
  year: z.coerce
    .number({ message: 'signup.member.followBadYear' })
    .int('signup.member.followBadYear')
    .min(MIN_RACE_YEAR, 'signup.member.followBadYear')
    .max(MAX_RACE_YEAR, 'signup.member.followBadYear'),
  bib: z.string().trim().toUpperCase().regex(PATTERNS.bib, 'signup.member.followBadBib'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || SHARE_CODE_PATTERN.test(code), 'signup.member.followBadCode'),
});
type FollowValues = z.input<typeof followSchema>;

/**
 * The runners the account follows live (up to ten, any year): the same list "my runners" shows on the result pages
 * of both sites when logged in. Each links to its live card; one may be dropped or another followed by bib.
 */
export function FollowingSection() {
  const { t: translate } = useTranslation();
  // The live messages' keys are built from data: i18next's typed keys cannot know them.
  const t = (key: string, values: Record<string, unknown> = {}) =>
    String(translate(key as never, { ...values, defaultValue: key }));
  const account = useFollowedAccount();
  const followed = useFollowed();
  const [full, setFull] = useState(false);
  const form = useForm<FollowValues, unknown, z.output<typeof followSchema>>({
    resolver: zodResolver(followSchema),
    defaultValues: { year: String(new Date().getFullYear()), bib: '', code: '' },
  });
  const errors = form.formState.errors;
  const shown = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <Section title={t('signup.member.following')} testId="member-following">
      <FeatureStyles id="live" css={css} />
      <FollowedNotice account={account} t={t} />
      {followed.length === 0 ? (
        <Text color="gray.600" mb="4">
          {t('live.none', { max: MAX_FOLLOWED })}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" p="0" mb="4">
          {followed.map((runner) => (
            <Flex
              as="li"
              key={`${runner.year}:${runner.bib}`}
              align="center"
              gap="3"
              wrap="wrap"
              py="2"
              borderBottomWidth="1px"
              borderColor="gray.100"
              data-testid={`member-followed-${runner.year}-${runner.bib}`}
            >
              <Text fontWeight="semibold" minW="10rem">
                {runner.year} · {t('live.bib')} {runner.bib}
              </Text>
              {runner.code ? <Text color="gray.600">{runner.code}</Text> : null}
              <Link
                href={`/#/score-search?year=${runner.year}&bib=${encodeURIComponent(runner.bib)}`}
                color="brand.700"
              >
                {t('live.watchLive')}
              </Link>
              <Button
                size="sm"
                variant="outline"
                data-testid={`member-unfollow-${runner.bib}`}
                onClick={() => unfollowRunner(runner)}
              >
                {t('live.unfollow')}
              </Button>
            </Flex>
          ))}
        </Box>
      )}
      <form
        noValidate
        data-testid="member-follow-form"
        onSubmit={form.handleSubmit((values) => {
          const added = followRunner({
            year: values.year,
            bib: values.bib,
            ...(values.code ? { code: values.code } : {}),
          });
          setFull(!added);
          if (added) form.reset({ year: String(values.year), bib: '', code: '' });
        })}
      >
        <Flex gap="3" wrap="wrap" align="flex-start">
          <TextField
            label={t('live.year')}
            input={{ ...form.register('year'), inputMode: 'numeric', w: '7rem' }}
            error={shown(errors.year?.message)}
            testId="member-follow-year"
          />
          <TextField
            label={t('live.bib')}
            input={{ ...form.register('bib'), autoComplete: 'off', w: '9rem' }}
            error={shown(errors.bib?.message)}
            testId="member-follow-bib"
          />
          <TextField
            label={t('live.code')}
            input={{ ...form.register('code'), autoComplete: 'off', w: '12rem' }}
            error={shown(errors.code?.message)}
            testId="member-follow-code"
          />
        </Flex>
        <Button type="submit" colorPalette="brand" data-testid="member-follow-add">
          {t('live.follow')}
        </Button>
        {full ? (
          <Text role="alert" color="red.700" mt="2">
            {t('live.full', { max: MAX_FOLLOWED })}
          </Text>
        ) : null}
      </form>
    </Section>
  );
}
