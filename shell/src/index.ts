import { askEarly } from './core/first-requests';

// The region config and the remote map are on their way while the shared code loads.
askEarly();
// Async boundary: the shared singletons are negotiated before any of them is used.
import('./bootstrap');
