// The toast container and its stylesheet, loaded after the first render (app.tsx).
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer as default } from 'react-toastify/unstyled';
