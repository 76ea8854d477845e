/** Time-limited events (issue 14 event framework): the home strip; each event's page lives with its feature. */
export { EventsStrip } from './components/events-strip.tsx';
