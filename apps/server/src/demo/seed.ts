import { oneMonthAfter } from '../checkout/planMonth.ts';
import type { AppDeps } from '../deps.ts';
import { DEMO_ADMIN, DEMO_AGENT, DEMO_CUSTOMER, DEMO_NEW_CUSTOMER, DEMO_PRODUCT } from './accounts.ts';
import type { DemoIds, DemoSeeder } from './demoSeeder.ts';
import { DEMO_SEEDERS } from './seeders.ts';

/**
 * Creates the core demo rows (three accounts, product, agent) in one transaction, then runs every area's
 * seeder. Call only on an empty embedded database outside production.
 */
export async function seedDemoData(
  deps: AppDeps,
  seeders: readonly DemoSeeder[] = DEMO_SEEDERS,
): Promise<DemoIds> {
  const now = deps.clock();
  const [adminHash, customerHash, newHash] = await Promise.all([
    deps.passwords.hash(DEMO_ADMIN.senha),
    deps.passwords.hash(DEMO_CUSTOMER.senha),
    deps.passwords.hash(DEMO_NEW_CUSTOMER.senha),
  ]);
  const ids = await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: DEMO_ADMIN.id,
        name: DEMO_ADMIN.name,
        email: DEMO_ADMIN.email,
        user_phone: null,
        password_hash: adminHash,
        temp_password: null,
        expiration_acess: null,
        renovation_date: null,
        observacoes: null,
        id_plan: null,
        valor_plan: null,
        nome_plan: null,
      })
      .execute();
    const customer = await trx
      .insertInto('users')
      .values({
        name: DEMO_CUSTOMER.name,
        email: DEMO_CUSTOMER.email,
        user_phone: DEMO_CUSTOMER.user_phone,
        password_hash: customerHash,
        temp_password: null,
        expiration_acess: oneMonthAfter(now),
        renovation_date: now,
        observacoes: DEMO_CUSTOMER.observacoes,
        conversas_plano: DEMO_CUSTOMER.conversas_plano,
        conversas_unicas: DEMO_CUSTOMER.conversas_unicas,
        mensagens_trocadas: DEMO_CUSTOMER.mensagens_trocadas,
        id_plan: DEMO_CUSTOMER.id_plan,
        valor_plan: DEMO_CUSTOMER.valor_plan,
        nome_plan: DEMO_CUSTOMER.nome_plan,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newcomer = await trx
      .insertInto('users')
      .values({
        name: DEMO_NEW_CUSTOMER.name,
        email: DEMO_NEW_CUSTOMER.email,
        user_phone: null,
        password_hash: newHash,
        temp_password: DEMO_NEW_CUSTOMER.senha,
        must_change_password: true,
        expiration_acess: oneMonthAfter(now),
        renovation_date: now,
        observacoes: null,
        conversas_plano: DEMO_NEW_CUSTOMER.conversas_plano,
        id_plan: DEMO_NEW_CUSTOMER.id_plan,
        valor_plan: DEMO_NEW_CUSTOMER.valor_plan,
        nome_plan: DEMO_NEW_CUSTOMER.nome_plan,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = await trx
      .insertInto('products')
      .values({ user_id: customer.id, ...DEMO_PRODUCT })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('agents')
      .values({ user_id: customer.id, id_produto: product.id, status: true, ...DEMO_AGENT })
      .execute();
    return {
      adminId: DEMO_ADMIN.id,
      customerId: customer.id,
      newCustomerId: newcomer.id,
      productId: product.id,
    };
  });
  for (const seeder of seeders) await seeder(deps, ids);
  return ids;
}
