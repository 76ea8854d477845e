/** Time-limited events (docs/events.md event framework): the home strip; each event's page lives with its feature. */
export { EventsStrip } from './components/events-strip.tsx';
export { EventHeader, type EventHeaderNamespace } from './components/event-header.tsx';
export { useEvents } from './api/get-events.ts';
export { EventPage } from './pages/event-page.tsx';
export { eventSlugOf } from './lib/event-texts.ts';
