import dayjs from 'dayjs';

/** A date and hour as the event screens show them, in the user's time zone. */
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
