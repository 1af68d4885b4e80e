import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * Toast placement differs by spec document: the seeker side uses the container defaults
 * (top-right, 5 s); screens of the second document (resumes, applications, employer, admin,
 * profile) pass these options (bottom-right, 3 s).
 */
export const AREA_TOAST: ToastOptions = { position: 'bottom-right', autoClose: 3000 };
