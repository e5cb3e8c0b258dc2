/** State of the embedded instances simulator: one instance per phone, pending until its QR code is "read". */

export type SimulatedStatus = 'pending' | 'connected';

export interface SimulatedInstance {
  readonly phone: string;
  readonly webhookUrl: string;
  /** Text encoded in the QR code (the instance's page on the simulator). */
  readonly qrText: string;
  readonly qrCode: string;
  readonly createdAt: Date;
  status: SimulatedStatus;
  /** Bumped on every (re)creation so a late auto-connect timer never connects a newer instance. */
  readonly generation: number;
}

export class InstanceRegistry {
  readonly #instances = new Map<string, SimulatedInstance>();
  #generation = 0;

  create(fields: Omit<SimulatedInstance, 'status' | 'generation'>): SimulatedInstance {
    this.#generation += 1;
    const instance: SimulatedInstance = { ...fields, status: 'pending', generation: this.#generation };
    this.#instances.set(fields.phone, instance);
    return instance;
  }

  get(phone: string): SimulatedInstance | undefined {
    return this.#instances.get(phone);
  }

  /** Newest first, as the simulator page lists them. */
  list(): SimulatedInstance[] {
    return [...this.#instances.values()].sort((a, b) => b.generation - a.generation);
  }

  /** Simulates the phone reading the QR code; false when there is no such instance (or a newer one). */
  connect(phone: string, generation?: number): boolean {
    const instance = this.#instances.get(phone);
    if (!instance || (generation !== undefined && instance.generation !== generation)) return false;
    instance.status = 'connected';
    return true;
  }

  remove(phone: string): boolean {
    return this.#instances.delete(phone);
  }
}
