// usage: node sub.cjs dir line  -> inclusive breakdown of callees under functions at bundle line
const fs=require('fs');const dir=process.argv[2];const line=+process.argv[3];
const f=fs.readdirSync(dir).filter(x=>x.endsWith('.cpuprofile')).map(x=>dir+'/'+x).sort((a,b)=>fs.statSync(b).mtimeMs-fs.statSync(a).mtimeMs)[0];
const p=JSON.parse(fs.readFileSync(f));const byId=new Map(p.nodes.map(n=>[n.id,n]));
const self=new Map();p.samples.forEach((s,i)=>self.set(s,(self.get(s)||0)+(p.timeDeltas[i]||0)));
const incl=new Map();const inc=(id)=>{if(incl.has(id))return incl.get(id);const n=byId.get(id);let t=self.get(id)||0;for(const c of n.children||[])t+=inc(c);incl.set(id,t);return t;};
let total=0;for(const [,t] of self) total+=t;
const key=n=>n.callFrame.functionName+':'+n.callFrame.lineNumber;
const agg=new Map();let rootT=0;
function walk(id,depth,inside){const n=byId.get(id);const here=n.callFrame.lineNumber===line&&n.callFrame.url.includes('.out');
 if(here&&!inside){rootT+=inc(id);collect(id,0);return;} for(const c of n.children||[])walk(c,depth+1,inside);}
function collect(id,d){const n=byId.get(id);for(const c of n.children||[]){const cn=byId.get(c);const k=' '.repeat(0)+key(cn);if(d<1)agg.set(k,(agg.get(k)||0)+inc(c));else agg.set('  >'+k,(agg.get('  >'+k)||0)+inc(c));if(d<1)collect(c,d+1);}}
walk(p.nodes[0].id,0,false);
console.log('root',(rootT/total*100).toFixed(1)+'%');[...agg].sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,t])=>console.log((t/total*100).toFixed(1)+'%',k));
