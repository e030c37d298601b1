import { z } from '../zod';

/** A node of the province-city-area tree of mainland China (codes of GB/T 2260). */
export interface RegionNode {
  code: string;
  name: string;
  /** The English name (pinyin with the kind of unit: Hanjiang District), for English pages. */
  nameEn?: string;
  children?: RegionNode[];
}

export const regionNodeSchema: z.ZodType<RegionNode, RegionNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    nameEn: z.string().optional(),
    children: z.array(regionNodeSchema).optional(),
  }),
);

export const regionTreeSchema = z.array(regionNodeSchema);
