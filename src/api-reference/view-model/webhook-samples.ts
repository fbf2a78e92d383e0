/**
 * Receiver code for a webhook event, in Python and TypeScript: verify the delivery's signature over the
 * raw body, then handle the event and answer. The verification functions are the ones the webhooks
 * guide explains step by step (a unit test keeps the two identical), with the header name the
 * specification gives.
 */
import {typescriptString} from './typescript-literals';
import type {WebhookSamples} from './types';

/** The verification function of the guide; its imports are `hashlib`, `hmac` and `time`. */
function pythonVerify(header: string): string {
  return `TOLERANCE_SECONDS = 300  # 5 minutes, in either direction


def verify_signature(
    raw_body: bytes, header: str, secret: str, now: float | None = None
) -> bool:
    """Returns True when the ${header} header matches the raw body."""
    items = (item.strip().split("=", 1) for item in header.split(",") if "=" in item)
    parts = dict(items)
    timestamp, signature = parts.get("t", ""), parts.get("v1", "")
    if not timestamp.isdigit() or not signature:
        return False
    current = time.time() if now is None else now
    if abs(current - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    signed_payload = timestamp.encode() + b"." + raw_body
    expected = hmac.new(secret.encode(), signed_payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)`;
}

function typescriptVerify(header: string): string {
  return `import {createHmac, timingSafeEqual} from 'node:crypto';

const TOLERANCE_SECONDS = 300; // 5 minutes, in either direction

/** Returns true when the ${header} header matches the raw body. */
export function verifySignature(
  rawBody: Buffer,
  header: string,
  secret: string,
  nowMs = Date.now(),
): boolean {
  const parts = new Map(
    header.split(',').map((item) => {
      const [key, ...rest] = item.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = parts.get('t') ?? '';
  const signature = parts.get('v1') ?? '';
  if (!/^\\d+$/.test(timestamp) || signature === '') {
    return false;
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) {
    return false;
  }
  const expected = createHmac('sha256', secret)
    .update(\`\${timestamp}.\`)
    .update(rawBody)
    .digest();
  const received = Buffer.from(signature, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}`;
}

/** Code for an event the specification does not sign: there is nothing to verify, only to handle. */
function unsignedSamples(event: string): WebhookSamples {
  return {
    python: `import json


def handle_delivery(raw_body: bytes) -> int:
    """Handles one delivery; returns the HTTP status to answer with."""
    event = json.loads(raw_body)
    if event["type"] == ${JSON.stringify(event)}:
        print(event["id"], event["data"])  # Hand over to a background job.
    return 200
`,
    typescript: `/** Handles one delivery; returns the HTTP status to answer with. */
export function handleDelivery(rawBody: Buffer): number {
  const event = JSON.parse(rawBody.toString('utf8'));
  if (event.type === ${typescriptString(event)}) {
    console.log(event.id, event.data); // Hand over to a background job.
  }
  return 200;
}
`,
  };
}

/** Python and TypeScript code that verifies and handles one delivery of `event`. */
export function webhookSamples(event: string, signatureHeader: string | undefined): WebhookSamples {
  if (signatureHeader === undefined) {
    return unsignedSamples(event);
  }
  return {
    python: `import hashlib
import hmac
import json
import time

${pythonVerify(signatureHeader)}


def handle_delivery(raw_body: bytes, headers: dict[str, str], secret: str) -> int:
    """Handles one delivery; returns the HTTP status to answer with."""
    if not verify_signature(raw_body, headers.get(${JSON.stringify(signatureHeader)}, ""), secret):
        return 400  # Not signed with your secret, or too old: discard it.
    event = json.loads(raw_body)  # Parse only after the signature is verified.
    if event["type"] == ${JSON.stringify(event)}:
        # Deliveries can repeat: skip an event.id you have already handled.
        print(event["id"], event["data"])  # Hand over to a background job.
    return 200  # Answer within 10 seconds; any other answer is retried.
`,
    typescript: `${typescriptVerify(signatureHeader)}

/** Handles one delivery; returns the HTTP status to answer with. */
export function handleDelivery(rawBody: Buffer, signature: string, secret: string): number {
  // signature: the value of the ${signatureHeader} header.
  if (!verifySignature(rawBody, signature, secret)) {
    return 400; // Not signed with your secret, or too old: discard it.
  }
  const event = JSON.parse(rawBody.toString('utf8')); // Parse only after the signature is verified.
  if (event.type === ${typescriptString(event)}) {
    // Deliveries can repeat: skip an event.id you have already handled.
    console.log(event.id, event.data); // Hand over to a background job.
  }
  return 200; // Answer within 10 seconds; any other answer is retried.
}
`,
  };
}
