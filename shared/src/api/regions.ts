import { z } from '../zod';

/** A node of the province-city-area tree of mainland China (codes of GB/T 2260). */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

export const regionNodeSchema: z.ZodType<RegionNode, RegionNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(regionNodeSchema).optional() }),
);

export const regionTreeSchema = z.array(regionNodeSchema);
