import { describe, expect, it } from 'vitest';
import { englishRegionName, romanize } from './english-names';

describe('English names of regions', () => {
  it('romanizes place names, polyphones and all, with an apostrophe where syllables would run together', () => {
    expect(['重庆', '蚌埠', '厦门', '西安', '六安'].map(romanize)).toEqual([
      'Chongqing',
      'Bengbu',
      'Xiamen',
      "Xi'an",
      "Lu'an",
    ]);
  });

  it('names provinces as in English, and a unit by its kind', () => {
    expect(englishRegionName('61', '陕西省', 1)).toBe('Shaanxi');
    expect(englishRegionName('15', '内蒙古自治区', 1)).toBe('Inner Mongolia');
    expect(englishRegionName('3210', '扬州市', 2)).toBe('Yangzhou');
    expect(englishRegionName('1101', '市辖区', 2)).toBe('City districts');
    expect(englishRegionName('321081', '仪征市', 3)).toBe('Yizheng City');
    expect(englishRegionName('321023', '宝应县', 3)).toBe('Baoying County');
    expect(englishRegionName('4228', '恩施土家族苗族自治州', 2)).toBe('Enshi Autonomous Prefecture');
    expect(englishRegionName('150724', '鄂温克族自治旗', 3)).toBe('Ewenke Autonomous Banner');
  });

  it('reads a zone named after its province and city with the city in English', () => {
    const parents = {
      province: { name: '河北省', english: 'Hebei' },
      city: { name: '唐山市', english: 'Tangshan' },
    };
    expect(englishRegionName('130271', '河北唐山芦台经济开发区', 3, parents)).toBe(
      'Tangshan Lutai Economic Development Zone',
    );
  });
});
