import { ChatLog } from './chatLog.ts';

/** State of the embedded instances simulator: one instance per name, pending until its QR code is "read". */

export type SimulatedStatus = 'pending' | 'connected';

export interface SimulatedInstance {
  /** The instance's name (the session_id it was created with). */
  readonly name: string;
  /** The number the account connects, when the product gave it. */
  readonly phone: string | undefined;
  readonly webhookUrl: string;
  /** Text encoded in the QR code (the instance's page on the simulator). */
  readonly qrText: string;
  readonly qrCode: string;
  readonly createdAt: Date;
  status: SimulatedStatus;
  /** Bumped on every (re)creation so a late auto-connect timer never connects a newer instance. */
  readonly generation: number;
  /** Messages leads posted from the page and messages the account sent, per lead. */
  readonly chats: ChatLog;
}

export class InstanceRegistry {
  readonly #instances = new Map<string, SimulatedInstance>();
  #generation = 0;
  #revision = 0;

  /** Changes on every change of any instance or chat, so an open page knows when to reload. */
  get revision(): number {
    return this.#revision;
  }

  /** Records that something shown on the page changed. */
  touch(): void {
    this.#revision += 1;
  }

  create(fields: Omit<SimulatedInstance, 'status' | 'generation' | 'chats'>): SimulatedInstance {
    this.#generation += 1;
    const instance: SimulatedInstance = {
      ...fields,
      status: 'pending',
      generation: this.#generation,
      chats: new ChatLog(),
    };
    this.#instances.set(fields.name, instance);
    this.touch();
    return instance;
  }

  get(name: string): SimulatedInstance | undefined {
    return this.#instances.get(name);
  }

  /** The page's forms (and a person) name an instance by its name or its number (the newest with it). */
  find(nameOrPhone: string): SimulatedInstance | undefined {
    return this.get(nameOrPhone) ?? this.list().find((instance) => instance.phone === nameOrPhone);
  }

  /** Newest first, as the simulator page lists them. */
  list(): SimulatedInstance[] {
    return [...this.#instances.values()].sort((a, b) => b.generation - a.generation);
  }

  /** Simulates the phone reading the QR code; false when there is no such instance (or a newer one). */
  connect(nameOrPhone: string, generation?: number): boolean {
    const instance = this.find(nameOrPhone);
    if (!instance || (generation !== undefined && instance.generation !== generation)) return false;
    instance.status = 'connected';
    this.touch();
    return true;
  }

  remove(name: string): boolean {
    const removed = this.#instances.delete(name);
    if (removed) this.touch();
    return removed;
  }
}
