import { useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import { Button, Flex, SimpleGrid } from '@marathon/shared/ui';
import { useForm } from 'react-hook-form';
import { NO_FILTERS, type AuditFilterValues } from './audit-filters';

/** The search of the audit trail: by action, record and days; every field may be left empty. */
export function AuditFilters({ onSearch }: { onSearch: (values: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  const form = useForm<AuditFilterValues>({ defaultValues: NO_FILTERS });
  return (
    <form
      noValidate
      role="search"
      aria-label={t('admin.audit.filters')}
      data-testid="admin-audit-filters"
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gapX="4">
        <TextField
          label={t('admin.audit.action')}
          hint={t('admin.audit.actionHint')}
          input={form.register('action')}
          testId="admin-audit-action"
        />
        <TextField
          label={t('admin.audit.recordType')}
          input={form.register('recordType')}
          testId="admin-audit-record-type"
        />
        <TextField
          label={t('admin.audit.recordId')}
          input={form.register('recordId')}
          testId="admin-audit-record-id"
        />
        <TextField
          label={t('admin.audit.from')}
          input={{ ...form.register('from'), type: 'date' }}
          testId="admin-audit-from"
        />
        <TextField
          label={t('admin.audit.to')}
          input={{ ...form.register('to'), type: 'date' }}
          testId="admin-audit-to"
        />
      </SimpleGrid>
      <Flex gap="3">
        <Button type="submit" size="sm" colorPalette="blue">
          {t('admin.audit.search')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            form.reset(NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          {t('admin.audit.reset')}
        </Button>
      </Flex>
    </form>
  );
}
