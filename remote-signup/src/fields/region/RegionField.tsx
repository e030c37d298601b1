import { api, call, createCachedQuery, useQuery, useTranslation, type Language } from '@marathon/shared';
import { endpoints, type RegionNode } from '@marathon/shared/api';
import { SimpleGrid, Stack } from '@marathon/shared/ui';
import { Input } from '@marathon/shared/ui-interactive';
import { useMemo, useState } from 'react';
import { SubField, SubInput, subFieldDescribedBy } from '../advanced-common/controls';
import { LoadStatus } from '../advanced-common/LoadStatus';
import { ImagePart } from '../advanced-common/uploads';
import { onGroupBlur } from '../field-a11y';
import { FieldShell } from '../FieldShell';
import type { FieldProps } from '../field-props';
import { isRecord, stringValue } from '../field-values';
import { ReadOnlyAnswer } from '../ReadOnly';
import { SelectInput } from '@marathon/shared/form';

/**
 * The province → city → area tree of mainland China, once per API base for every field of the page. Silent: the
 * field shows a failure in place with a retry, not as a page message.
 */
const regions = createCachedQuery({
  key: () => api().baseURL,
  load: () => call(endpoints.regions, { silent: true }),
});

interface RegionDraft {
  province: string;
  city: string;
  area: string;
  address: string;
  image: string;
}

function regionOf(value: unknown): RegionDraft {
  const v = isRecord(value) ? value : {};
  return {
    province: stringValue(v.province),
    city: stringValue(v.city),
    area: stringValue(v.area),
    address: stringValue(v.address),
    image: stringValue(v.image),
  };
}

const childrenOf = (nodes: readonly RegionNode[] | undefined, code: string) =>
  nodes?.find((n) => n.code === code)?.children ?? [];

/** A unit's name in the page's language: English pages read the English names the API sends beside the Chinese. */
const nameOf = (node: RegionNode, language: Language) =>
  language === 'en' ? (node.nameEn ?? node.name) : node.name;

/**
 * A place as it is written: 江苏省 扬州市 邗江区 in Chinese, smallest first in English (Hanjiang District, Yangzhou,
 * Jiangsu).
 */
function placeText(nodes: readonly RegionNode[], language: Language): string {
  return language === 'en'
    ? nodes
        .map((n) => nameOf(n, language))
        .reverse()
        .join(', ')
    : nodes.map((n) => n.name).join(' ');
}

/** The chosen province, city and area, as far as they are found in the tree. */
function chosenNodes(tree: readonly RegionNode[], draft: RegionDraft): RegionNode[] {
  const province = tree.find((n) => n.code === draft.province);
  const city = province?.children?.find((n) => n.code === draft.city);
  const area = city?.children?.find((n) => n.code === draft.area);
  return [province, city, area].flatMap((n) => (n ? [n] : []));
}

const asOptions = (nodes: readonly RegionNode[], language: Language) =>
  nodes.map((n) => ({ value: n.code, label: nameOf(n, language) }));

/** Lower case, without spaces and apostrophes: "Xi'an" and "xian", "Hanjiang District" and "hanjiang" meet. */
const searchable = (text: string) => text.toLowerCase().replace(/[\s'’]+/g, '');

interface Place {
  province: string;
  city: string;
  area: string;
  label: string;
  search: string;
}

/** Every area with its city and province, for the search box: matched by any of their names in either language. */
function placesOf(tree: readonly RegionNode[], language: Language): Place[] {
  return tree.flatMap((province) =>
    (province.children ?? []).flatMap((city) =>
      (city.children ?? []).map((area) => {
        const path = [province, city, area];
        return {
          province: province.code,
          city: city.code,
          area: area.code,
          label: placeText(path, language),
          search: searchable(path.map((n) => `${n.name} ${n.nameEn ?? ''}`).join(' ')),
        };
      }),
    ),
  );
}

const MAX_MATCHES = 50;

/** A search box over every area: typing 邗江 or hanjiang offers "Hanjiang District, Yangzhou, Jiangsu" to pick. */
function PlaceSearch({
  id,
  testId,
  tree,
  language,
  onPick,
}: {
  id: string;
  testId: string;
  tree: readonly RegionNode[];
  language: Language;
  onPick: (place: Place) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const places = useMemo(() => placesOf(tree, language), [tree, language]);
  const needle = searchable(query);
  const matches = needle ? places.filter((p) => p.search.includes(needle)).slice(0, MAX_MATCHES) : [];
  return (
    <Stack gap="2">
      <Input
        type="search"
        size="sm"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('signup.regionField.searchHint')}
        aria-label={t('signup.regionField.search')}
        aria-controls={needle ? id : undefined}
        data-testid={`${testId}-search`}
      />
      {needle ? (
        <SelectInput
          id={id}
          testId={`${testId}-matches`}
          label={t('signup.regionField.matches')}
          value=""
          options={matches.map((p) => ({ value: p.area, label: p.label }))}
          placeholder={
            matches.length === 0
              ? t('signup.regionField.noMatch')
              : t('signup.regionField.chooseMatch', { count: matches.length })
          }
          onChange={(area) => {
            const place = matches.find((p) => p.area === area);
            if (!place) return;
            onPick(place);
            setQuery('');
          }}
        />
      ) : null}
    </Stack>
  );
}

function RegionReadOnly({ field, value, inputId, language }: FieldProps<'region'>) {
  const { t } = useTranslation();
  const { state } = useQuery(regions);
  const draft = regionOf(value);
  const nodes = state.status === 'success' ? chosenNodes(state.data, draft) : [];
  // Before the tree arrives (or without it) the codes stand in for the names.
  const place =
    nodes.length > 0 ? placeText(nodes, language) : [draft.province, draft.city, draft.area].join(' ').trim();
  const text = [place, draft.address].filter(Boolean).join(language === 'en' ? ', ' : ' ');
  return (
    <ReadOnlyAnswer
      field={field}
      inputId={inputId}
      text={text}
      image={{ url: draft.image, alt: t('signup.regionField.image') }}
    />
  );
}

/** Province-city-area, the street address, and (if configured) one image such as proof of residence. */
export function RegionField(props: FieldProps<'region'>) {
  const { field, value, onChange, onBlur, errorAt, inputId, language } = props;
  const { t } = useTranslation();
  const { state, retry } = useQuery(regions);
  if (props.readOnly) return <RegionReadOnly {...props} />;

  const draft = regionOf(value);
  const set = (next: Partial<RegionDraft>) => {
    const merged = { ...draft, ...next };
    const empty = !merged.province && !merged.city && !merged.area && !merged.address.trim() && !merged.image;
    const { image, ...place } = merged;
    onChange(empty ? undefined : field.withImage ? { ...place, image } : place);
  };
  const sub = {
    province: errorAt('province'),
    city: errorAt('city'),
    area: errorAt('area'),
    address: errorAt('address'),
    image: errorAt('image'),
  };
  const anySub = Object.values(sub).some(Boolean);
  const tree = state.status === 'success' ? state.data : null;
  const cities = childrenOf(tree ?? undefined, draft.province);
  const areas = childrenOf(cities, draft.city);
  const id = (part: string) => (part === 'province' ? inputId : `${inputId}-${part}`);

  return (
    <FieldShell field={field} inputId={inputId} error={anySub ? undefined : errorAt()} group>
      <Stack gap="3" onBlur={onGroupBlur(onBlur)}>
        {tree ? (
          <PlaceSearch
            id={id('matches')}
            testId={field.key}
            tree={tree}
            language={language}
            onPick={({ province, city, area }) => set({ province, city, area })}
          />
        ) : null}
        {tree ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <SubField
              id={id('province')}
              label={t('signup.regionField.province')}
              error={sub.province}
              testId={`${field.key}-province`}
            >
              <SelectInput
                id={id('province')}
                testId={`${field.key}-province`}
                value={draft.province}
                options={asOptions(tree, language)}
                placeholder={t('signup.regionField.chooseProvince')}
                onChange={(province) => set({ province, city: '', area: '' })}
                invalid={Boolean(sub.province)}
                describedBy={subFieldDescribedBy(id('province'), sub.province)}
              />
            </SubField>
            <SubField
              id={id('city')}
              label={t('signup.regionField.city')}
              error={sub.city}
              testId={`${field.key}-city`}
            >
              <SelectInput
                id={id('city')}
                testId={`${field.key}-city`}
                value={draft.city}
                options={asOptions(cities, language)}
                placeholder={t('signup.regionField.chooseCity')}
                onChange={(city) => set({ city, area: '' })}
                invalid={Boolean(sub.city)}
                describedBy={subFieldDescribedBy(id('city'), sub.city)}
                disabled={cities.length === 0}
              />
            </SubField>
            <SubField
              id={id('area')}
              label={t('signup.regionField.area')}
              error={sub.area}
              testId={`${field.key}-area`}
            >
              <SelectInput
                id={id('area')}
                testId={`${field.key}-area`}
                value={draft.area}
                options={asOptions(areas, language)}
                placeholder={t('signup.regionField.chooseArea')}
                onChange={(area) => set({ area })}
                invalid={Boolean(sub.area)}
                describedBy={subFieldDescribedBy(id('area'), sub.area)}
                disabled={areas.length === 0}
              />
            </SubField>
          </SimpleGrid>
        ) : (
          <LoadStatus
            status={state.status === 'error' ? 'failed' : 'loading'}
            onRetry={retry}
            testId={`${field.key}-province`}
          />
        )}
        <SubInput
          id={id('address')}
          label={t('signup.regionField.address')}
          error={sub.address}
          testId={`${field.key}-address`}
          value={draft.address}
          onChange={(address) => set({ address })}
          placeholder={t('signup.regionField.addressPlaceholder')}
          maxLength={100}
          autoComplete="street-address"
        />
        {field.withImage ? (
          <ImagePart
            label={t('signup.regionField.image')}
            labelId={`${inputId}-image-label`}
            error={sub.image}
            testId={`${field.key}-image`}
            url={draft.image}
            onChange={(image) => set({ image })}
            imageSize={field.image}
          />
        ) : null}
      </Stack>
    </FieldShell>
  );
}
