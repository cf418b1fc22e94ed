import { Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The live-data keyword requests take 2 to 100 characters (liveRequestSchemas). */
const KEYWORD_MIN_LENGTH = 2;
const KEYWORD_MAX_LENGTH = 100;

/** The keyword of the URL (?keyword=), trimmed; '' when none. */
export const keywordParam = (params: URLSearchParams): string => params.get('keyword')?.trim() ?? '';

/** Whether a keyword can be asked for. */
export const isKeyword = (keyword: string): boolean =>
  keyword.length >= KEYWORD_MIN_LENGTH && keyword.length <= KEYWORD_MAX_LENGTH;

/**
 * The keyword box of product research, keyword research and ads spy: a keyword too short is refused here, with its
 * message, and nothing is asked.
 */
export function KeywordSearch({
  value,
  placeholder,
  onSearch,
  testId,
}: {
  value: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  // A keyword from the URL (a shared link) is checked as a typed one is.
  const [tooShort, setTooShort] = useState(() => value.length > 0 && !isKeyword(value));
  return (
    <>
      <Input.Search
        key={value}
        data-testid={testId}
        defaultValue={value}
        allowClear
        maxLength={KEYWORD_MAX_LENGTH}
        enterButton={t('research.product.search')}
        size="large"
        placeholder={placeholder}
        aria-label={placeholder}
        status={tooShort ? 'error' : undefined}
        onSearch={(raw) => {
          const keyword = raw.trim();
          const refused = keyword.length > 0 && !isKeyword(keyword);
          setTooShort(refused);
          if (!refused) onSearch(keyword);
        }}
      />
      {tooShort && (
        <Typography.Text type="danger" data-testid="keyword-too-short">
          {t('research.keyword.tooShort', { min: KEYWORD_MIN_LENGTH })}
        </Typography.Text>
      )}
    </>
  );
}
