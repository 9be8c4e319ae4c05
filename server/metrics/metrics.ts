import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { JobObserver } from "../jobs/job-runner";
import { createDatabaseGauges } from "./database-gauges";

/** One answered request: `route` is the route's pattern (`/api/notices/:id`), never the address asked for. */
export interface RequestSample {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

export interface Metrics {
  observeRequest(sample: RequestSample): void;
  observeJob: JobObserver;
  /** The Prometheus text exposition, with the database gauges read now. */
  render(): Promise<string>;
  contentType: string;
}

/**
 * The metrics of one app, in a registry of its own (so tests can build several apps in one process): requests by
 * route and status with latencies, job runs, Node's own (event-loop lag, memory, handles) and, read from the database
 * at each scrape, the review queues, the mail outbox, the connection pool and the last backup.
 */
export function createMetrics(db: Db, clock: Clock, log: Logger): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client names these three gauges `_total`, which Prometheus reserves for counters (promtool refuses them);
  // nodejs_active_handles, nodejs_active_requests and nodejs_active_resources carry the same counts by type.
  for (const name of [
    "nodejs_active_handles_total",
    "nodejs_active_requests_total",
    "nodejs_active_resources_total",
  ])
    registry.removeSingleMetric(name);
  const readDatabaseGauges = createDatabaseGauges(registry, db, clock, log);
  const requestLabels = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "noticeboard_http_requests_total",
    help: "HTTP requests answered, by route pattern and status.",
    labelNames: requestLabels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "noticeboard_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and status.",
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "noticeboard_job_runs_total",
    help: "Periodic job runs by this server (a run skipped because another server holds the job's lock is not counted).",
    labelNames: ["job"],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: "noticeboard_job_failures_total",
    help: "Periodic job runs that threw.",
    labelNames: ["job"],
    registers: [registry],
  });

  return {
    observeRequest({ method, route, status, seconds: took }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, took);
    },
    observeJob(job, outcome) {
      if (outcome === "skipped") return;
      jobRuns.inc({ job });
      if (outcome === "failed") jobFailures.inc({ job });
    },
    render: async () => {
      await readDatabaseGauges();
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
