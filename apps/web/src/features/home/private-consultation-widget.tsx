import { useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PrivateConsultationState } from '@seal/shared/contract/seal-history';
import '../../components/plain-input.css';
import { WidgetCard } from './widget-card';

/**
 * Looks up one reference: private consultation receives it in the navigation state (`ref`). A plain
 * input: antd's Input brings its Form stack, too much for the first screen after login.
 */
export function PrivateConsultationWidget() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ref = value.trim();
    // The page normalises the reference as typed (case, blanks, dashes, O/0, I/1).
    const state: PrivateConsultationState = { ref };
    if (ref) navigate('/privateconsultation', { state });
  };
  return (
    <WidgetCard id="privateConsultation">
      <p className="widget-card-note">{t('home.privateConsultation.intro')}</p>
      <form className="widget-search" role="search" onSubmit={submit} data-testid="private-consultation-search">
        <input
          className="plain-input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('home.privateConsultation.placeholder')}
          aria-label={t('home.privateConsultation.placeholder')}
        />
        <Button type="primary" htmlType="submit">
          {t('home.privateConsultation.submit')}
        </Button>
      </form>
    </WidgetCard>
  );
}
