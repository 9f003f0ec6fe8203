// The one Prometheus registry of a gateway process (prom-client), served at /metrics by the metrics
// listener (METRICS_PORT, ./metrics-server.ts). Any part of the gateway that counts something
// registers its metric here: `new Counter({ name, help, labelNames, registers: [metricsRegistry] })`.
// Names start with `campus_swap_`; label values must come from a short, fixed list (route templates,
// known names, enums), never from what a client sent, so that the number of series stays bounded.
import cluster from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

// Node's own: CPU, memory, event-loop lag, GC, handles (prefix `campus_swap_` like ours)
collectDefaultMetrics({ register: metricsRegistry, prefix: 'campus_swap_' });

// Under `npm run start:cluster` the primary asks every worker for its metrics over IPC and serves
// the sum (prom-client's AggregatorRegistry); a worker answers with this registry. Constructing an
// AggregatorRegistry is what installs the worker's listener for those requests.
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry();
}
