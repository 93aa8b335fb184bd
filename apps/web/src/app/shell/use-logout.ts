import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../api/logout';

export function useLogout(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout(client);
    navigate('/login', { replace: true });
  };
}
