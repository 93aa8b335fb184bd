import { useState } from 'react';
import { FileSearchOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildSuggestions, suggestionTarget, type SearchTarget, type Suggestion } from './search-model';

export interface GlobalSearchProps {
  /** Pages the user may open (already filtered by rights). */
  pages: readonly SearchTarget[];
  /** Whether typed codes may be verified (private consultation right). */
  canVerifyCodes: boolean;
  /** Called after a suggestion was opened (to close the search box or the drawer). */
  onDone?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

function SuggestionLabel({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  if (suggestion.kind === 'page') return <span>{suggestion.label}</span>;
  const key = suggestion.codeKind === 'product' ? 'search.verifyReference' : 'search.verifyContainer';
  return (
    <span>
      <FileSearchOutlined /> {t(key, { code: suggestion.code })}
    </span>
  );
}

/** The search of the banner and of the mobile drawer: pages by name, and codes to verify. */
export function GlobalSearch({ pages, canVerifyCodes, onDone, autoFocus, testId = 'search' }: GlobalSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const suggestions = buildSuggestions(text, pages, (key) => t(key), canVerifyCodes);

  const open = (id: string) => {
    const suggestion = suggestions.find((candidate) => candidate.id === id);
    if (!suggestion) return;
    const target = suggestionTarget(suggestion);
    setText('');
    navigate(target.path, target.state ? { state: target.state } : undefined);
    onDone?.();
  };

  return (
    <AutoComplete
      value={text}
      options={suggestions.map((suggestion) => ({
        value: suggestion.id,
        label: <SuggestionLabel suggestion={suggestion} />,
      }))}
      onSearch={setText}
      onSelect={open}
      defaultActiveFirstOption
      notFoundContent={text.trim() ? t('search.noResult') : null}
      style={{ width: '100%' }}
      data-testid={testId}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        autoFocus={autoFocus}
        allowClear
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone?.();
        }}
        data-testid={`${testId}-input`}
      />
    </AutoComplete>
  );
}
