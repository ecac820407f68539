// Delivery: the outbox dispatcher and one sender per kind (bus, webhook, MQTT, Redis pub/sub).
export { Dispatcher, type DispatcherOptions, type DispatcherStats } from './dispatcher.ts';
export { targetOf, kindOf, type Sender } from './sender.ts';
export { WebhookSender, signBody, verifySignature, SIGNATURE_HEADER, TIMESTAMP_HEADER, DELIVERY_HEADER, EVENT_HEADER } from './webhook-sender.ts';
export { MqttSender, type MqttSenderOptions } from './mqtt-sender.ts';
export { RedisSender } from './redis-sender.ts';
export { BusSender } from './bus-sender.ts';
