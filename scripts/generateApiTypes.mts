import { writeFileSync } from "node:fs";
import { contractFiles, renderApiContract } from "./apiContract.ts";

const { json, types } = await renderApiContract();
writeFileSync(contractFiles.json, json);
writeFileSync(contractFiles.types, types);
console.log(`wrote ${contractFiles.json} and ${contractFiles.types}`);
