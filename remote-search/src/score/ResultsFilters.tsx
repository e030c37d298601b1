import { Button, Flex } from '@marathon/shared/ui';
import { useTranslation } from '@marathon/shared';
import { AGE_GROUPS } from '@marathon/shared/api';
import { SelectField, TextField } from '@marathon/shared/form';
import { PATTERNS } from '@marathon/shared/patterns';
import { useState, type FormEvent } from 'react';

export interface BoardFilters {
  gender?: '1' | '2';
  ageGroup?: (typeof AGE_GROUPS)[number];
  name?: string;
}

const ALL = 'all';

/** The finishers list's filters: gender and age group apply at once, a name on search (checked before asking). */
export function ResultsFilters({
  value,
  onChange,
}: {
  value: BoardFilters;
  onChange: (next: BoardFilters) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(value.name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  /** The filters with one of them taken off (set to all). */
  const without = (key: keyof BoardFilters): BoardFilters =>
    Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)) as BoardFilters;
  const searchName = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (typed && !PATTERNS.nameSearch.test(typed)) {
      setNameError(t('search.board.nameInvalid'));
      return;
    }
    setNameError(undefined);
    onChange(typed ? { ...value, name: typed } : without('name'));
  };
  return (
    <Flex
      as="form"
      gap="4"
      align="flex-end"
      wrap="wrap"
      mb="4"
      onSubmit={searchName}
      data-testid="results-filters"
    >
      <SelectField
        id="results-board-gender"
        label={t('search.board.gender')}
        value={value.gender ?? ALL}
        options={[
          { value: ALL, label: t('search.board.all') },
          { value: '1', label: t('search.genders.1') },
          { value: '2', label: t('search.genders.2') },
        ]}
        onChange={(gender) =>
          onChange(gender === '1' || gender === '2' ? { ...value, gender } : without('gender'))
        }
        testId="results-board-gender"
        errorLine={false}
        minW="120px"
      />
      <SelectField
        id="results-board-age"
        label={t('search.board.ageGroup')}
        value={value.ageGroup ?? ALL}
        options={[
          { value: ALL, label: t('search.board.all') },
          ...AGE_GROUPS.map((group) => ({ value: group, label: group })),
        ]}
        onChange={(group) => {
          const ageGroup = AGE_GROUPS.find((candidate) => candidate === group);
          onChange(ageGroup ? { ...value, ageGroup } : without('ageGroup'));
        }}
        testId="results-board-age"
        errorLine={false}
        minW="120px"
      />
      <TextField
        label={t('search.board.findName')}
        input={{ value: name, onChange: (event) => setName(event.target.value), autoComplete: 'off' }}
        error={nameError}
        size="sm"
        testId="results-board-name"
        minW="200px"
      />
      <Button type="submit" size="sm" colorPalette="brand" mb="6" data-testid="results-board-find">
        {t('search.board.find')}
      </Button>
    </Flex>
  );
}
