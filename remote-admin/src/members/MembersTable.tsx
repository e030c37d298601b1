import { useLanguage, useTranslation } from '@marathon/shared';
import type { StaffMember } from '@marathon/shared/api';
import { Box, Text } from '@marathon/shared/ui';
import { Td, Th } from '../console/table-cells';
import { EndSessionsButton } from './EndSessionsButton';

export function MembersTable({ members }: { members: StaffMember[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box overflowX="auto" mb="8">
      <Box as="table" w="full" fontSize="sm" data-testid="admin-members-table">
        <Box as="caption" srOnly>
          {t('admin.members.caption', { count: members.length })}
        </Box>
        <thead>
          <tr>
            <Th scope="col">{t('admin.members.name')}</Th>
            <Th scope="col">{t('admin.members.email')}</Th>
            <Th scope="col">{t('admin.members.role')}</Th>
            <Th scope="col">{t('admin.members.status')}</Th>
            <Th scope="col">{t('admin.members.permissions')}</Th>
            <Th scope="col">{t('admin.members.actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} data-testid={`admin-member-${member.email}`}>
              <Th scope="row" fontWeight="semibold">
                {member.name}
              </Th>
              <Td>{member.email}</Td>
              <Td>{t(`admin.role.${member.role}`)}</Td>
              <Td>{t(`admin.members.${member.status}`)}</Td>
              <Td>
                <Text>
                  {member.permissions
                    .map((p) => t(`admin.permission.${p}`))
                    .join(language === 'zh' ? '、' : ', ')}
                </Text>
              </Td>
              <Td>{member.status === 'active' ? <EndSessionsButton member={member} /> : null}</Td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
