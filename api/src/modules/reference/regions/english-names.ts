import { pinyin } from 'pinyin-pro';

/*
 * English names of the province-city-area tree, for English forms (the national code table is Chinese only).
 * Provinces by their usual English names; cities and areas in Hanyu Pinyin (pinyin-pro, which reads place-name
 * polyphones such as 重庆 Chongqing, 蚌埠 Bengbu, 六安 Lu'an from its phrase dictionary) with the kind of unit in
 * English: 邗江区 → Hanjiang District, 扬州市 → Yangzhou. Autonomous units drop the peoples' names (恩施土家族苗族
 * 自治州 → Enshi Autonomous Prefecture): short, and still the name on every map.
 */

const PROVINCES: Readonly<Record<string, string>> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
};

/** The city level of municipalities and of counties governed by their province directly. */
const GROUPS: Readonly<Record<string, string>> = {
  市辖区: 'City districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level units under the province',
  自治区直辖县级行政区划: 'County-level units under the region',
};

/** Kinds of unit by the end of their name, longest first; `{}` is the romanized rest. */
const KINDS: readonly (readonly [string, string])[] = [
  ['经济技术开发区', '{} Economic and Technological Development Zone'],
  ['高新技术产业开发区', '{} High-tech Industrial Development Zone'],
  ['经济开发区', '{} Economic Development Zone'],
  ['开发区', '{} Development Zone'],
  ['管理区管委会', '{} Administrative Zone'],
  ['行政委员会', '{} Administrative Committee'],
  ['管理区', '{} Administrative Zone'],
  ['自治州', '{} Autonomous Prefecture'],
  ['自治县', '{} Autonomous County'],
  ['自治旗', '{} Autonomous Banner'],
  ['地区', '{} Prefecture'],
  ['林区', '{} Forestry District'],
  ['新区', '{} New Area'],
  ['新城', '{} New Town'],
  ['矿区', '{} Mining District'],
  ['特区', '{} Special District'],
  ['街道', '{} Subdistrict'],
  ['群岛', '{} Islands'],
  ['区', '{} District'],
  ['县', '{} County'],
  ['盟', '{} League'],
  ['旗', '{} Banner'],
  ['镇', '{} Town'],
  ['乡', '{} Township'],
];

/** The peoples named in autonomous units' names (most first), left out of the English name. */
const PEOPLES = [
  '维吾尔',
  '哈萨克',
  '柯尔克孜',
  '蒙古',
  '土家',
  '布依',
  '傈僳',
  '纳西',
  '景颇',
  '拉祜',
  '朝鲜',
  '哈尼',
  '仡佬',
  '仫佬',
  '毛南',
  '达斡尔',
  '鄂温克',
  '鄂伦春',
  '锡伯',
  '塔吉克',
  '裕固',
  '东乡',
  '保安',
  '撒拉',
  '独龙',
  '普米',
  '各',
  '藏',
  '羌',
  '彝',
  '回',
  '壮',
  '瑶',
  '侗',
  '黎',
  '傣',
  '白',
  '苗',
  '佤',
  '满',
  '畲',
  '水',
  '土',
  '怒',
].sort((a, b) => b.length - a.length);

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Hanyu Pinyin as one word, an apostrophe before a syllable that starts with a vowel: 西安 → Xi'an. */
export function romanize(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', v: true });
  const word = syllables
    .map((syllable, i) => (i > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
    .join('');
  return capitalize(word.replace(/\s+/g, ''));
}

function withoutPeoples(stem: string): string {
  // A unit named after its people alone (鄂温克族自治旗) keeps the people's name, without 族.
  const alone = PEOPLES.find((name) => stem === `${name}族`);
  if (alone) return alone;
  let rest = stem;
  for (let changed = true; changed;) {
    changed = false;
    if (!rest.endsWith('族')) break;
    const body = rest.slice(0, -1);
    const people = PEOPLES.find((name) => body.endsWith(name) && body.length > name.length);
    if (people) {
      rest = body.slice(0, -people.length);
      changed = true;
    }
  }
  return rest;
}

/** Where a unit sits: its province's and city's Chinese names and English names, to read names built on them. */
export interface RegionParents {
  province?: { name: string; english: string };
  city?: { name: string; english: string };
}

const shortName = (name: string) => name.replace(/(维吾尔自治区|壮族自治区|回族自治区|自治区|省|市)$/, '');

/** 河北唐山芦台 under Tangshan → "Tangshan Lutai": the province's name dropped, the city's in English. */
function romanizeUnder(stem: string, parents: RegionParents): string {
  let rest = stem;
  const province = parents.province ? shortName(parents.province.name) : '';
  if (province && rest.startsWith(province) && rest.length > province.length)
    rest = rest.slice(province.length);
  const city = parents.city ? shortName(parents.city.name) : '';
  if (city && parents.city && rest.startsWith(city)) {
    const after = rest.slice(city.length).replace(/^市/, '');
    return after ? `${parents.city.english} ${romanize(after)}` : parents.city.english;
  }
  return romanize(rest);
}

/**
 * The English name of a unit at a level of the tree (1 province, 2 city, 3 area). A prefecture-level city is its
 * name alone (Yangzhou), a county-level one says so (Yizheng City).
 */
export function englishRegionName(
  code: string,
  name: string,
  level: 1 | 2 | 3,
  parents: RegionParents = {},
): string {
  if (level === 1) return PROVINCES[code] ?? romanize(shortName(name));
  const group = GROUPS[name];
  if (level === 2 && group) return group;
  if (name.endsWith('市') && name.length > 2) {
    const stem = romanize(name.slice(0, -1));
    return level === 2 ? stem : `${stem} City`;
  }
  for (const [ending, english] of KINDS) {
    if (name.endsWith(ending) && name.length > ending.length) {
      const stem = name.slice(0, -ending.length);
      const plain = ending.startsWith('自治') ? withoutPeoples(stem) : stem;
      return english.replace('{}', romanizeUnder(plain, parents));
    }
  }
  return romanizeUnder(name, parents);
}
