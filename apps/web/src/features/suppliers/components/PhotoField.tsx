import { UploadOutlined } from '@ant-design/icons';
import { PHOTO_MEDIA_TYPES } from '@pasarlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/errors.ts';
import { uploadPhoto } from '../queries.ts';

/**
 * The product photo of the register form: the file goes up at once (checked and resized on the
 * server) and the form keeps the photo's id; `onUploaded` gives the preview its thumbnail.
 */
export function PhotoField({
  onUploaded,
  onFailed,
}: {
  onUploaded: (photo: { id: string; thumb: string }) => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => uploadPhoto(file),
    onSuccess: (result) => {
      if (result.ok) onUploaded({ id: result.data.id, thumb: result.data.photo.thumb });
      else if (result.status === 412) onFailed(t('suppliers.form.photoRule'));
      else onFailed(failureMessage(t, result));
    },
  });
  return (
    <Upload
      accept={PHOTO_MEDIA_TYPES.join(',')}
      showUploadList={false}
      maxCount={1}
      customRequest={({ file }) => upload.mutate(file as File)}
      data-testid="listing-photo-upload"
    >
      <Button icon={<UploadOutlined />} loading={upload.isPending}>
        {t('suppliers.form.choosePhoto')}
      </Button>
    </Upload>
  );
}
