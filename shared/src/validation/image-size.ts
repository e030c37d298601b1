export interface ImageSizeRule {
  width: number;
  height: number;
}

export interface ImageSizeProblem {
  key: 'validation.imageSize';
  values: { requiredWidth: number; requiredHeight: number; actualWidth: number; actualHeight: number };
}

/** An uploaded image must have exactly the required width and height. */
export function checkImageSize(
  actual: { width: number; height: number },
  required: ImageSizeRule,
): ImageSizeProblem | null {
  if (actual.width === required.width && actual.height === required.height) return null;
  return {
    key: 'validation.imageSize',
    values: {
      requiredWidth: required.width,
      requiredHeight: required.height,
      actualWidth: actual.width,
      actualHeight: actual.height,
    },
  };
}
