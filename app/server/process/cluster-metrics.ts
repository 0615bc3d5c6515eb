// /metrics of an instance that runs several worker processes (WEB_CONCURRENCY): whichever worker
// a scrape lands on, it answers the sum over all of them. The worker asks the primary; the
// primary collects every worker's figures over the cluster's IPC channel and adds them up with
// prom-client's aggregation (counters and histograms summed, gauges by their own rule).
//
// A counter never goes back between scrapes: the primary keeps each worker's last figures, so a
// worker that does not answer in time counts with what it said last, and one that ended (a
// crash, the out-of-memory killer) keeps its counters and histograms in the sum for good. What
// it counted after its last scrape is lost; its replacement starts from zero beside it.
import cluster, { type Worker } from 'node:cluster'

/** A worker asks the primary for the instance's figures. */
const SCRAPE = 'site:metrics:scrape'
/** The primary asks a worker for its own figures. */
const COLLECT = 'site:metrics:collect'
/** A worker's own figures (prom-client's getMetricsAsJSON). */
const PART = 'site:metrics:part'
/** The primary's answer to a scrape: the text of the sum, or why there is none. */
const ANSWER = 'site:metrics:answer'

/** How long the primary waits for a worker's figures before it uses the last ones. */
const COLLECT_TIMEOUT_MS = 2_000
/** How long a worker waits for the primary's answer. */
const SCRAPE_TIMEOUT_MS = 8_000

type Message = { type: string; id: number; metrics?: unknown; text?: string; error?: string }

function messageOf(value: unknown): Message | null {
  if (typeof value !== 'object' || value === null) return null
  const type = Reflect.get(value, 'type')
  const id = Reflect.get(value, 'id')
  if (typeof type !== 'string' || !type.startsWith('site:metrics:') || typeof id !== 'number') {
    return null
  }
  const text = Reflect.get(value, 'text')
  const error = Reflect.get(value, 'error')
  return {
    type,
    id,
    metrics: Reflect.get(value, 'metrics'),
    text: typeof text === 'string' ? text : undefined,
    error: typeof error === 'string' ? error : undefined,
  }
}

/** What a registry's getMetricsAsJSON gives, as far as this module looks into it. */
type MetricJson = object

/** The families whose values only grow: what an ended worker leaves in the sum. */
function monotonicOnly(metrics: MetricJson[]): MetricJson[] {
  return metrics.filter((metric) => {
    const type = String(Reflect.get(metric, 'type'))
    return type === 'counter' || type === 'histogram'
  })
}

// ---- In a worker ------------------------------------------------------------------------------

type Source = { getMetricsAsJSON(): Promise<MetricJson[]> }
let workerListening = false
let nextScrape = 0
const waiting = new Map<number, (message: Message) => void>()

/**
 * In a worker: answers the primary's requests for this process's figures from `registry`, and
 * receives the answers to this worker's scrapes. Call once, before the first scrape.
 */
export function serveWorkerMetrics(registry: Source) {
  if (!cluster.isWorker || workerListening) return
  workerListening = true
  process.on('message', (value: unknown) => {
    const message = messageOf(value)
    if (message?.type === COLLECT) {
      void registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: PART, id: message.id, metrics }),
        (error: unknown) => process.send?.({ type: PART, id: message.id, error: String(error) }),
      )
    } else if (message?.type === ANSWER) {
      waiting.get(message.id)?.(message)
    }
  })
}

/** Whether this process is one worker of several, so its /metrics must ask the primary. */
export function inCluster(): boolean {
  return cluster.isWorker && typeof process.send === 'function'
}

/** In a worker: the instance's figures (the sum over every worker) in Prometheus's text. */
export function instanceMetrics(): Promise<string> {
  const id = nextScrape++
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id)
      reject(new Error('the primary process did not answer the metrics request'))
    }, SCRAPE_TIMEOUT_MS)
    waiting.set(id, (message) => {
      clearTimeout(timer)
      waiting.delete(id)
      if (message.text !== undefined) resolve(message.text)
      else reject(new Error(message.error ?? 'no metrics'))
    })
    process.send?.({ type: SCRAPE, id })
  })
}

// ---- In the primary ---------------------------------------------------------------------------

/**
 * In the primary: answers the workers' scrapes with the sum of every worker's figures (and
 * those ended workers left), plus `server_processes`, how many live workers it sums.
 */
export function serveInstanceMetrics() {
  /** Each live worker's last figures, and which collection they came from. */
  const last = new Map<number, { collection: number; metrics: MetricJson[] }>()
  /** The counters and histograms of ended workers, kept in the sum. */
  let retired: MetricJson[][] = []
  let nextCollection = 0
  const pending = new Map<string, (metrics: MetricJson[] | undefined) => void>()

  const collect = (worker: Worker, collection: number): Promise<MetricJson[] | undefined> =>
    new Promise((resolve) => {
      const key = `${collection}:${worker.id}`
      const timer = setTimeout(() => {
        pending.delete(key)
        resolve(undefined)
      }, COLLECT_TIMEOUT_MS)
      pending.set(key, (metrics) => {
        clearTimeout(timer)
        pending.delete(key)
        resolve(metrics)
      })
      try {
        worker.send({ type: COLLECT, id: collection })
      } catch {
        pending.get(key)?.(undefined)
      }
    })

  const sum = async (): Promise<string> => {
    const { AggregatorRegistry, Gauge } = await import('prom-client')
    const collection = nextCollection++
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker?.isConnected() === true,
    )
    const parts: MetricJson[][] = []
    let answered = 0
    await Promise.all(
      workers.map(async (worker) => {
        const metrics = await collect(worker, collection)
        const kept = last.get(worker.id)
        if (metrics && (!kept || kept.collection < collection)) {
          last.set(worker.id, { collection, metrics })
        }
        if (metrics) {
          answered++
          parts.push(metrics)
        } else if (kept) {
          // Busy or stuck: its counters as it last told them, so the sum does not drop.
          parts.push(monotonicOnly(kept.metrics))
        }
      }),
    )
    // A worker going away (disconnected, not yet ended) counts with its last figures too.
    const asked = new Set(workers.map((worker) => worker.id))
    for (const [id, kept] of last) if (!asked.has(id)) parts.push(monotonicOnly(kept.metrics))
    if (retired.length > 1) {
      retired = [await AggregatorRegistry.aggregate(retired).getMetricsAsJSON()]
    }
    const registry = AggregatorRegistry.aggregate([...parts, ...retired])
    new Gauge({
      name: 'server_processes',
      help: 'Worker processes of this instance whose figures this answer sums',
      registers: [registry],
    }).set(answered)
    return await registry.metrics()
  }

  cluster.on('message', (worker: Worker, value: unknown) => {
    const message = messageOf(value)
    if (message?.type === PART) {
      const metrics = Array.isArray(message.metrics)
        ? message.metrics.filter((m): m is MetricJson => typeof m === 'object' && m !== null)
        : undefined
      pending.get(`${message.id}:${worker.id}`)?.(metrics)
    } else if (message?.type === SCRAPE) {
      void sum().then(
        (text) => send(worker, { type: ANSWER, id: message.id, text }),
        (error: unknown) => send(worker, { type: ANSWER, id: message.id, error: String(error) }),
      )
    }
  })
  cluster.on('exit', (worker: Worker) => {
    const kept = last.get(worker.id)
    last.delete(worker.id)
    if (kept) retired.push(monotonicOnly(kept.metrics))
  })
}

function send(worker: Worker, message: Message) {
  try {
    if (worker.isConnected()) worker.send(message)
  } catch {
    // The worker ended meanwhile: nobody is waiting for the answer.
  }
}
