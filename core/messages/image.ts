/** Image upload (POST /img) and review photos. */
export const imageMessages = {
  errors: {
    IMAGE_REQUIRED: '업로드할 이미지를 선택해주세요.',
    IMAGE_TYPE_NOT_ALLOWED: 'JPG, PNG, GIF, WEBP 이미지만 올릴 수 있어요.',
    IMAGE_TOO_LARGE: '이미지는 10MB까지 올릴 수 있어요.',
  },
  default: '이미지를 올리지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;
