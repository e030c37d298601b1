import { raceInfoSchema, type RaceInfo } from '../api/website-center';

/** The seeded race's base information as the API answers it (2025 edition), with the fields a test names changed. */
export function raceInfoFixture(overrides: Partial<RaceInfo> = {}): RaceInfo {
  const unset = [
    'provinceId',
    'cityId',
    'districtId',
    'detailAddress',
    'imgDetail',
    'raceCategoryId',
    'raceFeatures',
    'raceItemTypeName',
    'signUpMaxNumber',
    'signUpUrl',
    'contactName',
    'contactPhone',
    'organizationId',
    'createUser',
    'updateUser',
  ] as const;
  return raceInfoSchema.parse({
    raceId: 'yzhm2025',
    raceName: '2025扬州鉴真国际半程马拉松',
    raceNameEn: '2025 Yangzhou Jianzhen International Half Marathon',
    startTime: 1745105400000,
    endTime: 1745116200000,
    signUpStartTime: 1737165600000,
    signUpEndTime: 1737684000000,
    showSignUpStartTime: 1737165600000,
    showSignUpEndTime: 1737684000000,
    ...Object.fromEntries(unset.map((key) => [key, null])),
    itemTimeSetting: [],
    raceStatus: 1,
    progressStatus: 1,
    auditStatus: 1,
    submitStatus: 1,
    signUpOpenStatus: 0,
    ...overrides,
  });
}
